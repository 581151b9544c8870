import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FileUpload } from './FileUpload.tsx';

const resume = { accept: ['.pdf', '.doc', '.docx'], maxBytes: 5 * 1024 * 1024 };

/** Simulates an upload so the bar moves in Storybook. */
function Simulated() {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [done, setDone] = useState<string | undefined>(undefined);
  return (
    <FileUpload
      label="Upload resume"
      {...resume}
      progress={progress}
      uploadedName={done}
      successMessage="Your resume has been uploaded successfully!"
      onFile={(file) => {
        setDone(undefined);
        let p = 0;
        const timer = setInterval(() => {
          p += 20;
          setProgress(p);
          if (p >= 100) {
            clearInterval(timer);
            setDone(file.name);
          }
        }, 200);
      }}
    />
  );
}

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  args: { label: 'Upload resume', ...resume, onFile: () => {} },
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Uploading: Story = { args: { progress: 45 } };
export const Uploaded: Story = {
  args: {
    progress: 100,
    uploadedName: 'resume.pdf',
    successMessage: 'Your resume has been uploaded successfully!',
  },
};
export const ServerError: Story = {
  args: { error: 'Something went wrong, please try again after some time!!' },
};
export const Interactive: Story = { render: () => <Simulated /> };
