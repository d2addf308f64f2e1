import { useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Button } from '../../../components/ui/button';
import { useHeldDrops } from '../../../components/ui/held-drops';
import { useT, type Translate } from '../../../i18n/use-t';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { isAbortError } from '../../../lib/upload';
import { useReplaceExpenseFile } from '../api/expense-mutations';
import { fileRefusal, pickerAccept, refusalWords } from '../capture/file-checks';
import { useMaxUploadBytes } from '../capture/max-upload';
import { UploadProgressBar } from '../capture/upload-progress-bar';

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; progress: number }
  | { kind: 'done'; name: string }
  // why not, put into words when shown (so a language switch reaches it); the server's own words stay as they came
  | { kind: 'error'; words: (t: Translate) => string };

/** Drop (or choose) a new receipt: only the file is replaced (POST …/file); every other field stays. */
export function ReplaceReceipt({ business, id }: { business: string; id: string }) {
  const replace = useReplaceExpenseFile(business, id);
  const abort = useRef<AbortController | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const maxBytes = useMaxUploadBytes();
  const t = useT();

  const onDrop = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (files.length > 1) return setState({ kind: 'error', words: (t) => t('expenses.replace.oneFile') });
    const refusal = fileRefusal(file, maxBytes);
    if (refusal) return setState({ kind: 'error', words: (t) => refusalWords(refusal, t) });
    abort.current = new AbortController();
    setState({ kind: 'uploading', name: file.name, progress: 0 });
    try {
      await replace.mutateAsync({
        file,
        signal: abort.current.signal,
        onProgress: ({ loaded, total }) =>
          setState({ kind: 'uploading', name: file.name, progress: loaded / total }),
      });
      setState({ kind: 'done', name: file.name });
    } catch (e) {
      setState({
        kind: 'error',
        words: isAbortError(e)
          ? (t) => t('expenses.replace.cancelled')
          : isApiError(e)
            ? (t) => errorText(t, e)
            : (t) => t('expenses.replace.failed'),
      });
    }
  };
  useHeldDrops('replace', (files) => void onDrop(files));
  const busy = state.kind === 'uploading';
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    noClick: true,
    noKeyboard: true,
    disabled: busy,
  });

  return (
    <div
      {...getRootProps({
        className: `flex flex-col gap-3 rounded-lg border-2 border-dashed p-4 ${isDragActive ? 'border-teal-600 bg-teal-50' : 'border-slate-300 bg-white'}`,
      })}
      data-testid="replace-receipt-zone"
      data-drop-zone="replace"
    >
      <input {...getInputProps({ accept: pickerAccept })} aria-label={t('expenses.replace.file')} />
      <p className="text-sm text-slate-700">{t('expenses.replace.intro')}</p>
      {state.kind === 'uploading' && <UploadProgressBar name={state.name} progress={state.progress} />}
      {state.kind === 'done' && (
        <p role="status" className="text-sm text-emerald-800">
          {t('expenses.replace.done', { name: state.name })}
        </p>
      )}
      {state.kind === 'error' && (
        <p role="alert" className="break-words text-sm text-red-700">
          {state.words(t)}
        </p>
      )}
      <div>
        {busy ? (
          <Button variant="secondary" onClick={() => abort.current?.abort()}>
            {t('expenses.upload.cancel')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={open}>
            {t('expenses.replace.choose')}
          </Button>
        )}
      </div>
    </div>
  );
}
