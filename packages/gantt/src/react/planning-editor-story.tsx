import { useState } from 'react';
import type { Planner } from '../model/planner.ts';
import { PlanningEditor } from './planning-editor.tsx';
import type { PlanningEditorProps } from './planning-editor.tsx';
import { SAMPLE_NOW } from './sample-project.ts';

export interface PlanningEditorStoryProps extends Omit<PlanningEditorProps, 'planner'> {
  /** Makes a fresh planner for each render of the story. */
  createPlanner: () => Planner;
}

/** Stories' host: owns one planner per mounted story, so play functions start from the same project. */
export function PlanningEditorStory({ createPlanner, now = SAMPLE_NOW, ...props }: PlanningEditorStoryProps) {
  const [planner] = useState(createPlanner);
  return <PlanningEditor planner={planner} now={now} warnOnUnsavedData={false} {...props} />;
}
