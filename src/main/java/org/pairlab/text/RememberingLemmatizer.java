package org.pairlab.text;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import opennlp.tools.lemmatizer.LemmatizerContextGenerator;
import opennlp.tools.lemmatizer.LemmatizerME;
import opennlp.tools.lemmatizer.LemmatizerModel;
import opennlp.tools.ml.BeamSearch;
import opennlp.tools.ml.model.MaxentModel;
import opennlp.tools.util.BeamSearchContextGenerator;
import opennlp.tools.util.Sequence;
import opennlp.tools.util.SequenceValidator;

/**
 * OpenNLP's statistical lemmatizer with the model's answers remembered, so captions lemmatize several times faster
 * with exactly the same lemmas. The lemmatizer asks its model, for every token, how likely each of 860 edit scripts is
 * given the token's features (the word, its POS tag, its prefixes and suffixes and the previous token's script); in
 * captions the same feature sets come back all the time, and the answer to the same features is always the same. The
 * search over a caption's scripts is OpenNLP's beam search step for step ({@link Search}), except that it finds the
 * beam's score threshold by keeping the few largest scores instead of sorting all 860 at every token.
 *
 * <p>Not thread-safe, like {@link LemmatizerME}: one per thread; the remembered answers ({@link Answers}) are shared.
 */
public final class RememberingLemmatizer implements opennlp.tools.lemmatizer.Lemmatizer {
    private final BeamSearch search;
    private final LemmatizerContextGenerator contexts;
    private final SequenceValidator<String> validator;

    /** A lemmatizer over {@code model} that looks answers up in, and adds them to, {@code answers}. */
    public RememberingLemmatizer(LemmatizerModel model, Answers answers) {
        this.search = new Search(answers);
        this.contexts = model.getFactory().getContextGenerator();
        this.validator = model.getFactory().getSequenceValidator();
    }

    @Override
    public String[] lemmatize(String[] tokens, String[] tags) {
        List<String> scripts = search.bestSequence(tokens, new Object[] {tags}, contexts, validator).getOutcomes();
        return LemmatizerME.decodeLemmas(tokens, scripts.toArray(new String[0]));
    }

    @Override
    public List<List<String>> lemmatize(List<String> tokens, List<String> tags) {
        throw new UnsupportedOperationException("only the one-lemma-per-token form is used");
    }

    /**
     * OpenNLP 2.5's {@code BeamSearch.bestSequences}, the same steps in the same order (so the same sequences, scores
     * and ties), with one change: the threshold a script's score must reach to extend a sequence, which OpenNLP takes
     * from a sorted copy of all scores (the beam size's largest, duplicates counted), is found by keeping the beam
     * size's largest scores. Scores are probabilities; an answer holding NaN is sorted as OpenNLP does.
     */
    static final class Search extends BeamSearch {
        private final Answers answers;

        Search(Answers answers) {
            super(answers.beam, answers.model);
            this.answers = answers;
        }

        @Override
        public <T> Sequence[] bestSequences(int numSequences, T[] sequence, Object[] additionalContext,
                                            double minSequenceScore, BeamSearchContextGenerator<T> cg,
                                            SequenceValidator<T> validator) {
            Queue<Sequence> prev = new PriorityQueue<>(size);
            Queue<Sequence> next = new PriorityQueue<>(size);
            prev.add(new Sequence());
            Object[] context = additionalContext == null ? new Object[0] : additionalContext;
            for (int i = 0; i < sequence.length; i++) {
                int sz = StrictMath.min(size, prev.size());
                for (int sc = 0; prev.size() > 0 && sc < sz; sc++) {
                    Sequence top = prev.remove();
                    String[] outcomes = top.getOutcomes().toArray(new String[0]);
                    String[] features = cg.getContext(i, sequence, outcomes, context);
                    Answer answer = answers.answer(features);
                    for (int k = 0; k < answer.outcomes.length; k++) {
                        extend(next, top, i, sequence, outcomes, answer.outcomes[k], answer.scores[k], minSequenceScore,
                                validator);
                    }
                    if (next.size() == 0) {
                        // Never seen with OpenNLP's lemmatizer (every script is valid); kept for the same steps.
                        double[] scores = model.eval(features);
                        for (int p = 0; p < scores.length; p++) {
                            extend(next, top, i, sequence, outcomes, p, scores[p], minSequenceScore, validator);
                        }
                    }
                }
                prev.clear();
                Queue<Sequence> tmp = prev;
                prev = next;
                next = tmp;
            }
            int n = StrictMath.min(numSequences, prev.size());
            Sequence[] out = new Sequence[n];
            for (int k = 0; k < n; k++) {
                out[k] = prev.remove();
            }
            return out;
        }

        private <T> void extend(Queue<Sequence> next, Sequence top, int i, T[] sequence, String[] outcomes, int p,
                                double score, double minSequenceScore, SequenceValidator<T> validator) {
            String out = model.getOutcome(p);
            if (validator.validSequence(i, sequence, outcomes, out)) {
                Sequence ns = new Sequence(top, out, score);
                if (ns.getScore() > minSequenceScore) {
                    next.add(ns);
                }
            }
        }

        /** {@code sorted(scores)[max(0, n - k)]}: the k-th largest score, duplicates counted. */
        static double threshold(double[] scores, int k) {
            int keep = StrictMath.min(k, scores.length);
            if (keep <= 0) {
                double[] sorted = scores.clone();
                Arrays.sort(sorted);
                return sorted[0];
            }
            double[] largest = new double[keep];
            Arrays.fill(largest, Double.NEGATIVE_INFINITY);
            for (double v : scores) {
                if (Double.isNaN(v) || (v == 0 && Double.doubleToRawLongBits(v) != 0)) {
                    // NaN and -0.0 order differently in Arrays.sort than with <; leave them to the sort.
                    double[] sorted = scores.clone();
                    Arrays.sort(sorted);
                    return sorted[StrictMath.max(0, scores.length - k)];
                }
                if (v > largest[0]) {
                    int j = 0;
                    while (j + 1 < keep && v > largest[j + 1]) {
                        largest[j] = largest[j + 1];
                        j++;
                    }
                    largest[j] = v;
                }
            }
            return largest[0];
        }
    }

    /** The scripts that reach the beam's threshold for one feature set, in the model's order, with their scores. */
    record Answer(int[] outcomes, double[] scores) {
    }

    /**
     * The lemmatizer model's answers by feature set, shared by all threads: only the few scripts that reach the beam's
     * threshold (the beam size's largest scores), so an answer is a few dozen bytes rather than 860 numbers. Bounded:
     * past {@code limit} feature sets it starts again.
     */
    public static final class Answers {
        final MaxentModel model;
        final int beam;
        private final int limit;
        private final Map<String, Answer> known = new ConcurrentHashMap<>();

        /** Answers of the maximum-entropy model inside {@code lemmas}, at most {@code limit} remembered. */
        public Answers(LemmatizerModel lemmas, int limit) {
            if (!(lemmas.getArtifact("lemmatizer.model") instanceof MaxentModel m)) {
                throw new IllegalArgumentException("the lemmatizer model is not a maximum-entropy model");
            }
            int size = LemmatizerME.DEFAULT_BEAM_SIZE;
            String declared = lemmas.getManifestProperty(BeamSearch.BEAM_SIZE_PARAMETER);
            if (declared != null) {
                size = Integer.parseInt(declared);
            }
            this.model = m;
            this.beam = size;
            this.limit = limit;
        }

        Answer answer(String[] features) {
            String key = String.join("\u0001", features);
            Answer answer = known.get(key);
            if (answer == null) {
                double[] scores = model.eval(features);
                double min = Search.threshold(scores, beam);
                int n = 0;
                for (double v : scores) {
                    n += v >= min ? 1 : 0;
                }
                int[] outcomes = new int[n];
                double[] kept = new double[n];
                n = 0;
                for (int p = 0; p < scores.length; p++) {
                    if (scores[p] >= min) {
                        outcomes[n] = p;
                        kept[n++] = scores[p];
                    }
                }
                answer = new Answer(outcomes, kept);
                if (known.size() >= limit) {
                    known.clear();
                }
                known.put(key, answer);
            }
            return answer;
        }
    }
}
