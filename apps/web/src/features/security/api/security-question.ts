import { encodePassword } from '@arenabet/contracts/password';
import { securityQuestionCalls as calls } from '@arenabet/contracts/security-question';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { SECURITY_KEY } from './security-overview.ts';

const QUESTION_KEY = [...SECURITY_KEY, 'question'] as const;

const questionsQuery = queryOptions({
  queryKey: ['secure-questions'],
  queryFn: async ({ signal }) =>
    (await callApi(calls.list, {}, { signal })).data.attributes.questions,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSecureQuestions() {
  return useQuery(questionsQuery);
}

/** The player's question with the bound phone (masked): both screens that ask it show both. */
export function useUserSecureQuestion() {
  return useQuery({
    queryKey: QUESTION_KEY,
    queryFn: async ({ signal }) =>
      (await callApi(calls.userQuestionWithPhone, {}, { signal })).data.attributes,
    staleTime: 0,
  });
}

export type NewAnswer = { answer: string; old_answer?: string; password?: string } & (
  | { question_id: number }
  | { question: string }
);

export function useSetSecureAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (next: NewAnswer) => {
      const password = next.password ? encodePassword(next.password) : undefined;
      const proof = {
        ...(next.old_answer ? { old_answer: next.old_answer } : {}),
        ...(password ? { password } : {}),
      };
      const answer =
        'question_id' in next
          ? await callApi(calls.setAnswer, {
              body: {
                data: {
                  attributes: { question_id: next.question_id, answer: next.answer, ...proof },
                },
              },
            })
          : await callApi(calls.setCustomAnswer, {
              body: {
                data: { attributes: { question: next.question, answer: next.answer, ...proof } },
              },
            });
      return answer.data.attributes;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}

export function useCheckSecureAnswer() {
  return useMutation({
    mutationFn: async (answer: string) =>
      (await callApi(calls.checkAnswer, { body: { data: { attributes: { answer } } } })).data
        .attributes,
  });
}
