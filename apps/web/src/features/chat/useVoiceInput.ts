import { MESSAGES } from '@sommai/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api/index.ts';
import { toast } from '../../lib/toasts.tsx';
import { transcribe } from './api.ts';

// The Web Speech API is not in every DOM typing, nor in every browser: only what we use.
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: { readonly transcript: string };
}
interface RecognitionResultEvent {
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResult };
}
interface RecognitionErrorEvent {
  readonly error: string;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const w = window as Window & {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/ogg'];
/** A recording stops by itself after this long, so a forgotten mic does not run on. */
const MAX_RECORDING_MS = 60_000;

export type VoiceState = 'idle' | 'listening' | 'recording' | 'transcribing';

/** True when the browser offers media input at all (the spec shows the mic button only then). */
export function hasMediaInput(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

interface VoiceInputOptions {
  /** The words heard so far in this session (replaces the previous call's text). */
  onTranscript: (text: string) => void;
  /** Whether the server can turn a recording into text (GET /chat/capabilities). */
  transcriptionAvailable: boolean;
}

/**
 * Voice input: the browser's own speech recognition where it has one; otherwise a recording sent to the
 * server for transcription when the server can do that; otherwise a clear message why it cannot listen.
 */
export function useVoiceInput({ onTranscript, transcriptionAvailable }: VoiceInputOptions) {
  const [state, setState] = useState<VoiceState>('idle');
  const recognition = useRef<Recognition | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stopTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // After the browser's recognition service fails once (no service behind it), use the recorder.
  const recognitionBroken = useRef(false);
  const latest = useRef({ onTranscript, transcriptionAvailable });
  latest.current = { onTranscript, transcriptionAvailable };

  const canRecord = useCallback(
    () => latest.current.transcriptionAvailable && typeof MediaRecorder !== 'undefined',
    [],
  );

  const startRecording = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      const name = error instanceof DOMException ? error.name : '';
      toast.error(
        name === 'NotAllowedError' || name === 'SecurityError'
          ? MESSAGES.voiceInputDenied
          : name === 'NotFoundError'
            ? MESSAGES.voiceInputNoMicrophone
            : MESSAGES.voiceInputFailed,
      );
      setState('idle');
      return;
    }
    const mimeType = RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const rec = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    rec.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    rec.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      if (stopTimer.current) clearTimeout(stopTimer.current);
      recorder.current = null;
      const audio = new Blob(chunks, { type: rec.mimeType || mimeType || 'audio/webm' });
      if (audio.size === 0) {
        setState('idle');
        return;
      }
      setState('transcribing');
      transcribe(audio).then(
        (text) => {
          if (text.trim()) latest.current.onTranscript(text.trim());
          else toast.error(MESSAGES.voiceInputNoSpeech);
          setState('idle');
        },
        (error: unknown) => {
          toast.error(isApiError(error) ? error.message : MESSAGES.transcriptionFailed);
          setState('idle');
        },
      );
    };
    recorder.current = rec;
    rec.start();
    setState('recording');
    stopTimer.current = setTimeout(() => rec.state !== 'inactive' && rec.stop(), MAX_RECORDING_MS);
  }, []);

  const startRecognition = useCallback(
    (Ctor: RecognitionConstructor) => {
      const rec = new Ctor();
      rec.lang = navigator.language || 'en-US';
      rec.continuous = true;
      rec.interimResults = true;
      let fallingBack = false;
      rec.onresult = (event) => {
        let text = '';
        for (let i = 0; i < event.results.length; i += 1) text += event.results[i][0].transcript;
        latest.current.onTranscript(text.trim());
      };
      rec.onerror = (event) => {
        switch (event.error) {
          case 'aborted':
            return;
          case 'no-speech':
            toast.error(MESSAGES.voiceInputNoSpeech);
            return;
          case 'not-allowed':
            toast.error(MESSAGES.voiceInputDenied);
            return;
          case 'audio-capture':
            toast.error(MESSAGES.voiceInputNoMicrophone);
            return;
          case 'network':
          case 'service-not-allowed':
          case 'language-not-supported':
            // The browser has the API but no service behind it: record instead, if the server transcribes.
            recognitionBroken.current = true;
            if (canRecord()) fallingBack = true;
            else toast.error(MESSAGES.voiceInputUnsupported);
            return;
          default:
            toast.error(MESSAGES.voiceInputFailed);
        }
      };
      rec.onend = () => {
        recognition.current = null;
        if (fallingBack) void startRecording();
        else setState('idle');
      };
      recognition.current = rec;
      try {
        rec.start();
        setState('listening');
      } catch {
        recognition.current = null;
        toast.error(MESSAGES.voiceInputFailed);
      }
    },
    [canRecord, startRecording],
  );

  const stop = useCallback(() => {
    recognition.current?.stop();
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  const toggle = useCallback(() => {
    if (state === 'transcribing') return;
    if (state !== 'idle') {
      stop();
      return;
    }
    const Ctor = recognitionConstructor();
    if (Ctor && !recognitionBroken.current) startRecognition(Ctor);
    else if (canRecord()) void startRecording();
    else toast.error(MESSAGES.voiceInputUnsupported);
  }, [state, stop, startRecognition, startRecording, canRecord]);

  // Leaving the chat turns the microphone off, and a recording in flight is dropped.
  useEffect(
    () => () => {
      if (stopTimer.current) clearTimeout(stopTimer.current);
      const rec = recognition.current;
      if (rec) {
        rec.onend = null;
        rec.onresult = null;
        rec.abort();
      }
      const mediaRecorder = recorder.current;
      if (mediaRecorder) {
        mediaRecorder.onstop = null;
        if (mediaRecorder.state !== 'inactive') mediaRecorder.stop();
        for (const track of mediaRecorder.stream.getTracks()) track.stop();
      }
    },
    [],
  );

  const active = state === 'listening' || state === 'recording';
  return { state, active, toggle, stop };
}
