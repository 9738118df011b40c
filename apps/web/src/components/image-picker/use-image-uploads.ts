import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addImageFiles, type ImageRules } from './image-files.ts';

export type UploadStatus = 'uploading' | 'done' | 'failed';

/**
 * Images chosen for a form and their uploads. Each image is uploaded on its own, one after the
 * other, when the form is sent; an image uploaded once keeps its id, so sending again after a
 * refusal does not upload it twice.
 */
export function useImageUploads(rules: ImageRules, upload: (file: File) => Promise<string>) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [statuses, setStatuses] = useState<ReadonlyMap<File, UploadStatus>>(new Map());
  const uploaded = useRef(new Map<File, string>());
  const [uploading, setUploading] = useState(false);

  const mark = (file: File, status: UploadStatus) => setStatuses((all) => new Map(all).set(file, status));

  const add = (chosen: readonly File[]) => {
    const next = addImageFiles(t, files, chosen, rules);
    setFiles(next.files);
    setProblems(next.problems);
  };

  const remove = (file: File) => {
    setFiles((all) => all.filter((f) => f !== file));
    setProblems([]);
  };

  /** Uploads what is not uploaded yet and answers every image's id, in order; throws the first refusal. */
  const uploadAll = async (): Promise<string[]> => {
    const ids: string[] = [];
    setUploading(true);
    try {
      for (const file of files) {
        let id = uploaded.current.get(file);
        if (!id) {
          mark(file, 'uploading');
          try {
            id = await upload(file);
          } catch (error) {
            mark(file, 'failed');
            throw error;
          }
          uploaded.current.set(file, id);
          mark(file, 'done');
        }
        ids.push(id);
      }
      return ids;
    } finally {
      setUploading(false);
    }
  };

  return { files, problems, setProblems, statuses, uploading, add, remove, uploadAll, rules };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
