// The purse type named by the route, or null when it names none of the types.
import { useParams } from 'wouter';
import { isPurseType } from './purse-kinds.ts';

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

export function usePurseType(): string | null {
  const { type = '' } = useParams<{ type: string }>();
  const name = decoded(type);
  return isPurseType(name) ? name : null;
}
