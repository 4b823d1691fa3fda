package org.pairlab.ml.caption;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDArrays;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.training.ParameterStore;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.function.Function;

/** Turns images into captions with a trained {@link CaptionModel}: greedy, beam search, or sampling. */
public final class CaptionDecoder {
    private final CaptionModel model;
    private final int maxWords;

    public CaptionDecoder(CaptionModel model) {
        this.model = model;
        this.maxWords = model.config().maxWords();
    }

    /** The most likely word at every step, for a batch of images at once. */
    public List<String> greedy(List<byte[]> images) {
        return decodeRows(images, NDArray::toFloatArray, CaptionDecoder::argMax);
    }

    /** Picks one row's next word from its {@code n} scores starting at {@code from}. */
    private interface WordChoice {
        int pick(float[] scores, int from, int n);
    }

    /**
     * Decodes every image word by word (greedy and sampling differ only in how logits become scores and how a word
     * is picked); a finished row keeps emitting END without consulting {@code choice}.
     */
    private List<String> decodeRows(List<byte[]> images, Function<NDArray, float[]> scores, WordChoice choice) {
        try (NDManager m = model.djlModel().getNDManager().newSubManager()) {
            ParameterStore ps = new ParameterStore(m, false);
            ShowAttendTell net = model.block();
            int b = images.size();
            ShowAttendTell.Encoded enc = net.encode(ps, model.inputBatch(m, images), false);
            ShowAttendTell.State state = net.initialState(ps, enc, false);
            int[] words = new int[b];
            Arrays.fill(words, Vocabulary.START_ID);
            int[][] out = new int[b][maxWords + 1];
            boolean[] done = new boolean[b];
            int v = net.vocabSize();
            for (int t = 0; t <= maxWords; t++) {
                ShowAttendTell.Step s = net.step(ps, enc, state, m.create(words), false);
                float[] p = scores.apply(s.logits());
                boolean all = true;
                for (int i = 0; i < b; i++) {
                    int w = done[i] ? Vocabulary.END_ID : choice.pick(p, i * v, v);
                    out[i][t] = w;
                    words[i] = w;
                    done[i] |= w == Vocabulary.END_ID;
                    all &= done[i];
                }
                state = s.state();
                if (all) {
                    break;
                }
            }
            List<String> captions = new ArrayList<>();
            for (int[] ids : out) {
                captions.add(model.vocabulary().decode(ids));
            }
            return captions;
        }
    }

    private static int argMax(float[] a, int from, int n) {
        int best = 0;
        for (int i = 1; i < n; i++) {
            if (a[from + i] > a[from + best]) {
                best = i;
            }
        }
        return best;
    }

    private record Beam(List<Integer> words, double score, int row) {
    }

    /** Beam search with {@code width} beams; the finished caption with the highest log-probability wins. */
    public String beam(byte[] image, int width) {
        if (width <= 1) {
            return greedy(List.of(image)).get(0);
        }
        try (NDManager m = model.djlModel().getNDManager().newSubManager()) {
            ParameterStore ps = new ParameterStore(m, false);
            ShowAttendTell net = model.block();
            ShowAttendTell.Encoded full = net.encode(ps, model.inputBatch(m, Collections.nCopies(width, image)), false);
            ShowAttendTell.State state = net.initialState(ps, full, false);
            List<Beam> live = List.of(new Beam(List.of(), 0, 0));
            state = select(state, new int[] {0});
            List<Beam> finished = new ArrayList<>();
            int v = net.vocabSize();
            for (int t = 0; t <= maxWords && !live.isEmpty(); t++) {
                int n = live.size();
                int[] words = new int[n];
                for (int i = 0; i < n; i++) {
                    List<Integer> w = live.get(i).words();
                    words[i] = w.isEmpty() ? Vocabulary.START_ID : w.get(w.size() - 1);
                }
                ShowAttendTell.Encoded enc = new ShowAttendTell.Encoded(full.features().get("0:" + n),
                        full.projected().get("0:" + n));
                ShowAttendTell.Step s = net.step(ps, enc, state, m.create(words), false);
                float[] logp = s.logits().logSoftmax(1).toFloatArray();
                List<Beam> next = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    Beam beam = live.get(i);
                    for (int w = 0; w < v; w++) {
                        if (w == Vocabulary.PAD_ID || w == Vocabulary.START_ID) {
                            continue;
                        }
                        next.add(new Beam(append(beam.words(), w), beam.score() + logp[i * v + w], i));
                    }
                }
                next.sort(Comparator.comparingDouble(Beam::score).reversed());
                List<Beam> kept = new ArrayList<>();
                for (Beam c : next) {
                    if (kept.size() + finished.size() >= width) {
                        break;
                    }
                    boolean ends = c.words().get(c.words().size() - 1) == Vocabulary.END_ID || t == maxWords;
                    (ends ? finished : kept).add(c);
                }
                if (kept.isEmpty()) {
                    break;
                }
                int[] rows = kept.stream().mapToInt(Beam::row).toArray();
                state = select(s.state(), rows);
                List<Beam> renumbered = new ArrayList<>();
                for (int i = 0; i < kept.size(); i++) {
                    renumbered.add(new Beam(kept.get(i).words(), kept.get(i).score(), i));
                }
                live = renumbered;
            }
            Beam best = (finished.isEmpty() ? live : finished).stream().max(Comparator.comparingDouble(Beam::score))
                    .orElseThrow();
            return model.vocabulary().decode(best.words().stream().mapToInt(Integer::intValue).toArray());
        }
    }

    private static List<Integer> append(List<Integer> words, int w) {
        List<Integer> out = new ArrayList<>(words.size() + 1);
        out.addAll(words);
        out.add(w);
        return out;
    }

    private static ShowAttendTell.State select(ShowAttendTell.State s, int[] rows) {
        NDList h = new NDList();
        NDList c = new NDList();
        for (int r : rows) {
            h.add(s.h().get(r));
            c.add(s.c().get(r));
        }
        return new ShowAttendTell.State(NDArrays.stack(h), NDArrays.stack(c));
    }

    /** {@code k} captions drawn word by word from the softmax at {@code temperature}; seeded, so repeatable. */
    public List<String> sample(byte[] image, int k, double temperature, long seed) {
        if (temperature <= 0) {
            throw new IllegalArgumentException("temperature must be > 0, got " + temperature);
        }
        Random random = new Random(seed);
        return decodeRows(Collections.nCopies(k, image),
                logits -> logits.div((float) temperature).softmax(1).toFloatArray(),
                (p, from, n) -> draw(p, from, n, random));
    }

    private static int draw(float[] p, int from, int n, Random random) {
        double u = random.nextDouble();
        double acc = 0;
        int last = Vocabulary.END_ID;
        for (int i = 0; i < n; i++) {
            if (i == Vocabulary.PAD_ID || i == Vocabulary.START_ID) {
                continue;
            }
            acc += p[from + i];
            last = i;
            if (u < acc) {
                return i;
            }
        }
        return last;
    }
}
