package org.pairlab.lm.neural;

import ai.djl.Device;
import ai.djl.MalformedModelException;
import ai.djl.Model;
import ai.djl.engine.Engine;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.DataType;
import ai.djl.ndarray.types.Shape;
import ai.djl.nn.Parameter;
import ai.djl.training.DefaultTrainingConfig;
import ai.djl.training.GradientCollector;
import ai.djl.training.ParameterStore;
import ai.djl.training.Trainer;
import ai.djl.training.loss.Loss;
import ai.djl.util.PairList;
import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.pairlab.ml.ModelException;
import org.pairlab.ml.TorchRuntime;
import org.pairlab.ml.caption.CheckpointedAdam;

/**
 * Trains an {@link LstmNetwork} epoch by epoch on encoded captions with teacher forcing, Adam
 * ({@link CheckpointedAdam}, so its state is saved with a checkpoint) and masked cross-entropy, and measures
 * held-out perplexity. The batch order of an epoch and the dropout of an update depend only on the seed, the epoch
 * and the update number, so a run resumed from an epoch checkpoint repeats an uninterrupted one.
 */
final class LstmTraining implements AutoCloseable {
    private static final int EVAL_BATCH = 256;
    private static final int POOL = 50;

    /** A caption as model inputs ({@code <s> w1..wn}) and targets ({@code w1..wn </s>}). */
    record Encoded(int[] inputs, int[] targets) {
        static Encoded of(LstmVocabulary v, List<String> tokens) {
            return new Encoded(v.inputs(tokens), v.targets(tokens));
        }
    }

    private final LstmSettings settings;
    private final LstmVocabulary vocabulary;
    private final TorchRuntime runtime;
    private final Model model;
    private final LstmNetwork network;
    private final CheckpointedAdam adam;
    private final Trainer trainer;
    private boolean released;

    /** A new network, initialised from the settings' seed. */
    LstmTraining(TorchRuntime runtime, LstmSettings settings, LstmVocabulary vocabulary) {
        this.runtime = runtime;
        this.settings = settings;
        this.vocabulary = vocabulary;
        this.model = Model.newInstance("lstm-lm", runtime.device(), "PyTorch");
        this.network = new LstmNetwork(settings, vocabulary.size());
        model.setBlock(network);
        Engine.getEngine("PyTorch").setRandomSeed((int) settings.seed());
        adam = new CheckpointedAdam(network, (float) settings.learningRate(), (float) settings.clip());
        // The Loss here is unused: step() computes the masked cross-entropy itself.
        DefaultTrainingConfig tc = new DefaultTrainingConfig(Loss.l2Loss()).optOptimizer(adam)
                .optDevices(new Device[] {runtime.device()});
        trainer = model.newTrainer(tc);
        trainer.initialize(network.inputShapes());
    }

    /** Updates per epoch for {@code captions} training captions. */
    int updatesPerEpoch(int captions) {
        return Math.max(1, (captions + settings.batchSize() - 1) / settings.batchSize());
    }

    /**
     * The batches of an epoch (0-based): captions shuffled, then, a pool of {@value #POOL} batches at a time, sorted
     * by length and cut into batches (less padding, so less work), and the batches shuffled. Depends only on the
     * seed and the epoch.
     */
    List<List<Encoded>> batches(int epoch, List<Encoded> train) {
        Random random = new Random(settings.seed() * 1_000_003L + epoch);
        List<Encoded> order = new ArrayList<>(train);
        Collections.shuffle(order, random);
        int b = settings.batchSize();
        List<List<Encoded>> batches = new ArrayList<>(updatesPerEpoch(train.size()));
        for (int from = 0; from < order.size(); from += POOL * b) {
            List<Encoded> pool = new ArrayList<>(order.subList(from, Math.min(order.size(), from + POOL * b)));
            pool.sort(Comparator.comparingInt(e -> e.inputs().length));
            for (int i = 0; i < pool.size(); i += b) {
                batches.add(pool.subList(i, Math.min(pool.size(), i + b)));
            }
        }
        Collections.shuffle(batches, random);
        return batches;
    }

    /** One pass over the training captions (epoch is 0-based); returns the mean loss of its updates. */
    double trainEpoch(int epoch, List<Encoded> train, LstmProgress progress) {
        List<List<Encoded>> batches = batches(epoch, train);
        int perEpoch = batches.size();
        int total = perEpoch * settings.epochs();
        Engine engine = Engine.getEngine("PyTorch");
        double lossSum = 0;
        for (int u = 0; u < perEpoch; u++) {
            progress.checkCancelled();
            int step = epoch * perEpoch + u;
            // Seeding every update makes dropout depend on the update only, so a resumed run repeats an
            // uninterrupted one.
            engine.setRandomSeed((int) (settings.seed() * 1_000_003L + step));
            double loss = step(batches.get(u));
            lossSum += loss;
            progress.update(step + 1, total, loss);
        }
        return lossSum / perEpoch;
    }

    private double step(List<Encoded> batch) {
        try (NDManager m = trainer.getManager().newSubManager()) {
            NDArray[] xy = tensors(m, batch);
            try (GradientCollector gc = trainer.newGradientCollector()) {
                NDArray logits = trainer.forward(new NDList(xy[0])).get(0);
                NDArray[] sums = negLogLikelihood(logits, xy[1], xy[2]);
                NDArray loss = sums[0].div(sums[1]);
                gc.backward(loss);
                double value = loss.getFloat();
                trainer.step();
                return value;
            }
        }
    }

    /** Inputs [B,T], targets [B,T] (padding 0) and mask [B,T] of a batch, padded to its longest caption. */
    private NDArray[] tensors(NDManager m, List<Encoded> batch) {
        int t = batch.stream().mapToInt(e -> e.inputs().length).max().orElse(1);
        long[] in = new long[batch.size() * t];
        long[] out = new long[batch.size() * t];
        float[] mask = new float[batch.size() * t];
        for (int i = 0; i < batch.size(); i++) {
            Encoded e = batch.get(i);
            for (int j = 0; j < e.inputs().length; j++) {
                in[i * t + j] = e.inputs()[j];
                out[i * t + j] = e.targets()[j];
                mask[i * t + j] = 1f;
            }
        }
        Shape s = new Shape(batch.size(), t);
        return new NDArray[] {m.create(in, s), m.create(out, s), m.create(mask, s)};
    }

    /** (sum of -ln P over the real tokens, number of real tokens) of teacher-forced logits. */
    private static NDArray[] negLogLikelihood(NDArray logits, NDArray targets, NDArray mask) {
        NDArray logp = logits.logSoftmax(2).gather(targets.expandDims(2), 2).squeeze(2);
        return new NDArray[] {logp.mul(mask).sum().neg(), mask.sum()};
    }

    /** Perplexity of the captions ({@code </s>} and {@code <unk>} counted), without dropout. */
    double perplexity(List<Encoded> captions) {
        if (captions.isEmpty()) {
            return Double.NaN;
        }
        // Similar lengths together: less padding.
        List<Encoded> sorted = new ArrayList<>(captions);
        sorted.sort(Comparator.comparingInt(e -> e.inputs().length));
        double nll = 0;
        double tokens = 0;
        for (int i = 0; i < sorted.size(); i += EVAL_BATCH) {
            try (NDManager m = trainer.getManager().newSubManager()) {
                NDArray[] xy = tensors(m, sorted.subList(i, Math.min(sorted.size(), i + EVAL_BATCH)));
                NDArray logits = network.forward(new ParameterStore(m, false), new NDList(xy[0]), false).get(0);
                NDArray[] sums = negLogLikelihood(logits, xy[1], xy[2]);
                nll += sums[0].getFloat();
                tokens += sums[1].getFloat();
            }
        }
        return Math.exp(nll / tokens);
    }

    /** Writes the parameters. */
    void saveParameters(Path file) throws IOException {
        LstmLanguageModel.saveParameters(network, file);
    }

    /** Writes Adam's state. */
    void saveOptimizer(Path file) throws IOException {
        adam.save(file);
    }

    /**
     * Continues from a checkpoint. Values are copied into the trainer's arrays: its parameter store holds on to the
     * arrays it saw at initialisation, so replacing them would be ignored.
     */
    void restore(Path paramsFile, Path optimizerFile) throws IOException {
        LstmNetwork saved = new LstmNetwork(settings, vocabulary.size());
        try (NDManager tmp = model.getNDManager().newSubManager();
                DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(paramsFile)))) {
            saved.initialize(tmp, DataType.FLOAT32, saved.inputShapes());
            saved.loadParameters(tmp, in);
            PairList<String, Parameter> from = saved.getParameters();
            PairList<String, Parameter> to = network.getParameters();
            for (int i = 0; i < to.size(); i++) {
                if (!from.keys().get(i).equals(to.keys().get(i))) {
                    throw new ModelException(paramsFile + " does not fit this model (parameter " + from.keys().get(i)
                            + " where " + to.keys().get(i) + " was expected)");
                }
                from.valueAt(i).getArray().copyTo(to.valueAt(i).getArray());
            }
        } catch (MalformedModelException e) {
            throw new ModelException("Cannot read LSTM parameters " + paramsFile + ": " + e.getMessage(), e);
        }
        adam.load(optimizerFile, model.getNDManager());
    }

    /** Hands the trained network over as a language model; this object must not train any more. */
    LstmLanguageModel release() {
        trainer.close();
        released = true;
        return new LstmLanguageModel(runtime, model, network, vocabulary);
    }

    @Override
    public void close() {
        if (!released) {
            trainer.close();
            model.close();
        }
    }
}
