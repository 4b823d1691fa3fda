package org.pairlab.lm.neural;

import ai.djl.MalformedModelException;
import ai.djl.Model;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.DataType;
import ai.djl.ndarray.types.Shape;
import ai.djl.nn.Parameter;
import ai.djl.training.ParameterStore;
import ai.djl.util.Pair;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pairlab.lm.LanguageModel;
import org.pairlab.lm.LmState;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.ml.ModelException;
import org.pairlab.ml.TorchRuntime;

/**
 * A word-level LSTM caption language model behind the {@link LanguageModel} seam. A state is the recurrent
 * (h, c) after the words so far together with the next word's log-probabilities, which the same LSTM step computes;
 * so {@link #advance} runs one step and {@link #logProbs} only reads. {@link #advanceAll} steps many states at once
 * (a beam) in one forward pass. Thread-safe: every call works in its own NDManager, the parameters are read-only.
 */
public final class LstmLanguageModel implements LanguageModel, AutoCloseable {
    private final Model model;
    private final LstmNetwork network;
    private final LstmVocabulary vocabulary;
    private final TorchRuntime runtime;
    private final LstmState start;

    /** Wraps a network whose parameters are set (trained or loaded); takes ownership of {@code model}. */
    LstmLanguageModel(TorchRuntime runtime, Model model, LstmNetwork network, LstmVocabulary vocabulary) {
        this.runtime = runtime;
        this.model = model;
        this.network = network;
        this.vocabulary = vocabulary;
        for (Pair<String, Parameter> p : network.getParameters()) {
            // Scoring never needs gradients; without them libtorch keeps no autograd graph per call.
            p.getValue().getArray().setRequiresGradient(false);
        }
        int n = network.settings().layers() * network.settings().hidden();
        this.start = step(List.of(new LstmState(new float[n], new float[n], null)),
                new int[] {vocabulary.startId()}).get(0);
    }

    /** Loads a model saved by {@link #save} (or by an {@code lm-train} run). */
    public static LstmLanguageModel load(TorchRuntime runtime, LstmModelFiles files) {
        LstmModelFiles.Contents c = files.readVocabulary();
        LstmSettings settings = LstmSettings.defaults().with(c.settings());
        LstmVocabulary vocabulary = new LstmVocabulary(c.words());
        Model model = Model.newInstance("lstm-lm", runtime.device(), "PyTorch");
        LstmNetwork network = new LstmNetwork(settings, vocabulary.size());
        model.setBlock(network);
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(files.params())))) {
            network.initialize(model.getNDManager(), DataType.FLOAT32, network.inputShapes());
            network.loadParameters(model.getNDManager(), in);
        } catch (IOException | MalformedModelException | RuntimeException e) {
            model.close();
            throw new ModelException("Cannot read LSTM parameters " + files.params() + " (built for "
                    + vocabulary.size() + " words from " + files.vocabulary() + "): " + e.getMessage(), e);
        }
        return new LstmLanguageModel(runtime, model, network, vocabulary);
    }

    /** Loads the model files of a folder ({@link LstmModelFiles#in}). */
    public static LstmLanguageModel load(TorchRuntime runtime, Path folder) {
        return load(runtime, LstmModelFiles.in(folder));
    }

    /** Writes the parameters and the vocabulary file. */
    public void save(LstmModelFiles files) throws IOException {
        saveParameters(network, files.params());
        files.writeVocabulary(network.settings(), vocabulary);
    }

    /** Writes a network's parameters (DJL's format) atomically. */
    static void saveParameters(LstmNetwork network, Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(tmp)))) {
            network.saveParameters(out);
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** The sizes and training settings the model was built with. */
    public LstmSettings settings() {
        return network.settings();
    }

    @Override
    public String describe() {
        LstmSettings s = network.settings();
        return String.format(Locale.ROOT, "lstm %dx%d%s %s (%,d words)", s.embed(), s.hidden(),
                s.layers() > 1 ? "x" + s.layers() : "", s.tokenizer().name().toLowerCase(Locale.ROOT),
                vocabulary.size());
    }

    @Override
    public LmTokenizer tokenizer() {
        return network.settings().tokenizer();
    }

    @Override
    public List<String> vocabulary() {
        return vocabulary.words();
    }

    @Override
    public boolean knows(String word) {
        return vocabulary.knows(word);
    }

    @Override
    public LmState start() {
        return start;
    }

    @Override
    public LmState advance(LmState state, String word) {
        return step(List.of(own(state)), new int[] {vocabulary.id(word)}).get(0);
    }

    /** The states after each word follows its state (one forward pass for all: a beam's step). */
    public List<LmState> advanceAll(List<? extends LmState> states, List<String> words) {
        if (states.size() != words.size()) {
            throw new IllegalArgumentException(states.size() + " states but " + words.size() + " words");
        }
        List<LstmState> own = new ArrayList<>(states.size());
        int[] ids = new int[words.size()];
        for (int i = 0; i < ids.length; i++) {
            own.add(own(states.get(i)));
            ids[i] = vocabulary.id(words.get(i));
        }
        return new ArrayList<>(step(own, ids));
    }

    @Override
    public double logProb(LmState state, String word) {
        return own(state).logProb(vocabulary.id(word));
    }

    @Override
    public double[] logProbs(LmState state) {
        return own(state).logProbs();
    }

    private static LstmState own(LmState state) {
        if (state instanceof LstmState s) {
            return s;
        }
        throw new IllegalArgumentException("Not a state of an LSTM language model: " + state);
    }

    /** One LSTM step for a batch of states, each fed one word id. */
    private List<LstmState> step(List<LstmState> states, int[] ids) {
        int layers = network.settings().layers();
        int hidden = network.settings().hidden();
        int b = states.size();
        float[] h = new float[layers * b * hidden];
        float[] c = new float[layers * b * hidden];
        for (int i = 0; i < b; i++) {
            for (int l = 0; l < layers; l++) {
                System.arraycopy(states.get(i).h(), l * hidden, h, (l * b + i) * hidden, hidden);
                System.arraycopy(states.get(i).c(), l * hidden, c, (l * b + i) * hidden, hidden);
            }
        }
        long[] words = new long[b];
        for (int i = 0; i < b; i++) {
            words[i] = ids[i];
        }
        try (NDManager m = model.getNDManager().newSubManager()) {
            Shape stateShape = new Shape(layers, b, hidden);
            NDList out = network.forward(new ParameterStore(m, false), new NDList(m.create(words, new Shape(b, 1)),
                    m.create(h, stateShape), m.create(c, stateShape)), false);
            float[] logp = out.get(0).logSoftmax(2).toFloatArray();
            float[] nh = out.get(1).toFloatArray();
            float[] nc = out.get(2).toFloatArray();
            int v = vocabulary.size();
            List<LstmState> next = new ArrayList<>(b);
            for (int i = 0; i < b; i++) {
                float[] sh = new float[layers * hidden];
                float[] sc = new float[layers * hidden];
                for (int l = 0; l < layers; l++) {
                    System.arraycopy(nh, (l * b + i) * hidden, sh, l * hidden, hidden);
                    System.arraycopy(nc, (l * b + i) * hidden, sc, l * hidden, hidden);
                }
                float[] dist = new float[v];
                System.arraycopy(logp, i * v, dist, 0, v);
                next.add(new LstmState(sh, sc, dist));
            }
            return next;
        }
    }

    /** Where the model runs. */
    public TorchRuntime runtime() {
        return runtime;
    }

    @Override
    public void close() {
        model.close();
    }
}
