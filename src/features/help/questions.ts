// The six questions, in the order of their answers' fields, with the options and values of part 2
// section 9 and the spec's required-messages (part 2 section 5), verbatim.
import type { FeedbackAnswers } from '../../state/feedback-draft.ts';

export interface Question {
  name: keyof FeedbackAnswers;
  legend: string;
  required: string;
  choices: { value: string; label: string }[];
}

const percent = (values: number[]) => values.map((v) => ({ value: String(v), label: `${v}%` }));

export const questions: Question[] = [
  {
    name: 'frequency',
    legend: 'How often do you save?',
    required: 'Frequency is Required',
    choices: [
      { value: '1', label: 'Daily' },
      { value: '7', label: 'Weekly' },
      { value: '30', label: 'Monthly' },
      { value: '90', label: 'Every three months' },
      { value: '0', label: 'Never' },
    ],
  },
  {
    name: 'mEarn',
    legend: 'How much do you earn in a month?',
    required: 'Your monthly earnings is Required',
    choices: [
      { value: '1', label: 'Up to ₦100,000' },
      { value: '2', label: '₦100,000 - ₦250,000' },
      { value: '3', label: '₦251,000 - ₦500,000' },
      { value: '4', label: '₦501,000 - ₦1,000,000' },
      { value: '5', label: 'Above ₦1,000,000' },
    ],
  },
  {
    name: 'mExp',
    legend: 'How much of your monthly earnings goes on expenses?',
    required: 'Your monthly expenses is Required',
    choices: [
      { value: '1', label: 'Under 10%' },
      { value: '2', label: '11% - 25%' },
      { value: '3', label: '26% - 50%' },
      { value: '4', label: '51% - 80%' },
      { value: '5', label: '100%' },
    ],
  },
  {
    name: 'savingPercent',
    legend: 'How much of your monthly earnings would you like to save?',
    required: 'Your monthly savings option is required',
    choices: percent([10, 25, 50, 75, 90]),
  },
  {
    name: 'isSaving',
    legend: 'Are you saving at the moment?',
    required: 'This field is required',
    choices: [
      { value: 'true', label: 'Yes' },
      { value: 'false', label: 'No' },
    ],
  },
  {
    name: 'projection',
    legend: 'How much of your savings goal do you expect to reach this year?',
    required: 'Your projection is required',
    choices: percent([15, 30, 60, 85, 100]),
  },
];
