import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '@tuning/shared/messages';
import { FIELD_MAX } from '@tuning/shared/profile';
import { PRONOUNS } from '@tuning/shared/validation';
import { TextField } from '../../../components/text-field.tsx';
import {
  IDENTITY_DAYS_AFTER_DETAILS,
  readUserIdentity,
  saveSelectedCollege,
  saveUserIdentity,
} from '../../../lib/user-identity.ts';
import { useSubmitUserDetails } from '../api/submit-user-details.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthSubmit } from './auth-submit.tsx';
import { FormMessage } from './form-message.tsx';
import type { SignupState } from './signup-form.tsx';

export function UserDetailsForm(props: { userId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const signupState = location.state as Partial<SignupState> | null;
  const submit = useSubmitUserDetails();
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [pronouns, setPronouns] = useState('');
  const [collegeName, setCollegeName] = useState('');
  const [problem, setProblem] = useState<{ field?: 'dob' | 'pronouns'; message: string }>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!dateOfBirth) return setProblem({ field: 'dob', message: messages.dobRequired });
    if (!pronouns) return setProblem({ field: 'pronouns', message: messages.pronounRequired });
    setProblem(undefined);
    try {
      const result = await submit.mutateAsync({
        dateOfBirth,
        pronouns: pronouns as (typeof PRONOUNS)[number],
        userId: props.userId,
        ...(collegeName.trim() ? { collegeName: collegeName.trim() } : {}),
      });
      const { userEmail } = readUserIdentity();
      if (userEmail) saveUserIdentity(result.userId, userEmail, IDENTITY_DAYS_AFTER_DETAILS);
      saveSelectedCollege(result.college);
      await navigate('/home');
    } catch (error) {
      console.warn('User details failed', error);
      setProblem({ message: messages.userDetailsFailed });
    }
  }

  return (
    <AuthCard title="Tell us about you" burst="Step 2">
      <FormMessage error={problem?.message} success={problem ? undefined : signupState?.message} />
      <form onSubmit={onSubmit} noValidate>
        <TextField
          id="details-dob"
          label="Date Of Birth"
          type="date"
          autoComplete="bday"
          value={dateOfBirth}
          max={new Date().toISOString().slice(0, 10)}
          aria-invalid={problem?.field === 'dob' || undefined}
          onChange={setDateOfBirth}
        />
        <div className="field">
          <label htmlFor="details-pronouns">Pronouns</label>
          <select
            id="details-pronouns"
            value={pronouns}
            aria-invalid={problem?.field === 'pronouns' || undefined}
            onChange={(event) => setPronouns(event.target.value)}
          >
            <option value="">Select your pronouns</option>
            {PRONOUNS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id="details-college"
          label="College (optional)"
          autoComplete="organization"
          maxLength={FIELD_MAX}
          value={collegeName}
          aria-describedby="details-college-hint"
          onChange={setCollegeName}
        >
          <p id="details-college-hint" className="field-hint">
            Students from your college come first on Socialize.
          </p>
        </TextField>
        <AuthSubmit label="Next" pendingLabel="Entering..." pending={submit.isPending} />
      </form>
    </AuthCard>
  );
}
