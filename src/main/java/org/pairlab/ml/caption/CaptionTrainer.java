package org.pairlab.ml.caption;

import ai.djl.Device;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.DataType;
import ai.djl.ndarray.types.Shape;
import ai.djl.training.DefaultTrainingConfig;
import ai.djl.training.GradientCollector;
import ai.djl.training.Trainer;
import ai.djl.training.loss.Loss;
import ai.djl.MalformedModelException;
import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.file.Files;
import org.pairlab.ml.ModelException;
import java.nio.file.Path;
import java.util.List;

/**
 * Updates a {@link CaptionModel} with Adam on batches of (image, caption): cross-entropy over the words with
 * teacher forcing plus the doubly stochastic attention regularisation, gradients clipped element-wise.
 */
public final class CaptionTrainer implements AutoCloseable {
    /** The losses of one update. */
    public record StepLoss(double total, double crossEntropy, double attention) {
    }

    private final CaptionModel model;
    private final Trainer trainer;
    private final CheckpointedAdam adam;

    /** Initialises the model's parameters (seeded by the engine's random seed, which the caller sets). */
    public CaptionTrainer(CaptionModel model) {
        this.model = model;
        CaptionModelConfig c = model.config();
        adam = new CheckpointedAdam(model.block(), (float) c.learningRate(), (float) c.clip());
        // The Loss here is unused: the loss is computed in step(), which needs the attention weights too.
        DefaultTrainingConfig tc = new DefaultTrainingConfig(Loss.l2Loss()).optOptimizer(adam)
                .optDevices(new Device[] {model.runtime().device()});
        trainer = model.djlModel().newTrainer(tc);
        trainer.initialize(model.block().inputShapes());
    }

    /**
     * One update on a batch: images as {@link ImageTensors} bytes (or {@link FeatureCache} bytes), captions as {@link Vocabulary#encode} ids (all of
     * one length). Every NDArray of the batch lives in a sub-manager closed before returning.
     */
    public StepLoss step(List<byte[]> images, List<int[]> captions) {
        CaptionModelConfig c = model.config();
        try (NDManager batch = trainer.getManager().newSubManager()) {
            NDArray x = model.inputBatch(batch, images);
            int len = captions.get(0).length;
            int[] flat = new int[captions.size() * len];
            for (int i = 0; i < captions.size(); i++) {
                System.arraycopy(captions.get(i), 0, flat, i * len, len);
            }
            NDArray tokens = batch.create(flat, new Shape(captions.size(), len));
            try (GradientCollector gc = trainer.newGradientCollector()) {
                NDList out = trainer.forward(new NDList(x, tokens));
                // With one cell (a pooled feature vector) every attention weight is 1 and the regulariser a constant
                // (1 - words)^2 with no gradient: leave it out so that the total loss stays meaningful.
                double alphaC = model.block().positions() == 1 ? 0 : c.alphaC();
                NDList losses = loss(out.get(0), out.get(1), tokens, model.vocabulary().size(), alphaC);
                gc.backward(losses.get(0));
                StepLoss l = new StepLoss(losses.get(0).getFloat(), losses.get(1).getFloat(), losses.get(2).getFloat());
                trainer.step();
                return l;
            }
        }
    }

    /** (total, cross-entropy, attention regularisation) of teacher-forced outputs. */
    static NDList loss(NDArray logits, NDArray alphas, NDArray tokens, int vocab, double alphaC) {
        long len = tokens.getShape().get(1);
        NDArray targets = tokens.get(":, 1:" + len);
        NDArray mask = targets.neq(Vocabulary.PAD_ID).toType(DataType.FLOAT32, false);
        NDArray logp = logits.logSoftmax(2);
        NDArray picked = logp.mul(targets.oneHot(vocab)).sum(new int[] {2});
        NDArray ce = picked.mul(mask).sum().neg().div(mask.sum());
        // Doubly stochastic attention: each grid cell should get about one unit of attention over the caption.
        // Mean over cells (not the paper's sum), as the reference implementation does, keeps lambda = 1 sensible.
        NDArray coverage = alphas.mul(mask.expandDims(2)).sum(new int[] {1});
        NDArray att = coverage.neg().add(1f).square().mean().mul((float) alphaC);
        return new NDList(ce.add(att), ce, att);
    }

    /**
     * Continues from saved parameters. The values are copied into the trainer's existing arrays: the trainer's
     * parameter store holds on to the arrays it saw at initialisation, so replacing them would be ignored.
     */
    public void loadParameters(Path paramsFile) {
        CaptionModelConfig c = model.config();
        ShowAttendTell saved = new ShowAttendTell(c, model.vocabulary().size(), model.block().grid());
        try (NDManager tmp = model.djlModel().getNDManager().newSubManager();
                DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(paramsFile)))) {
            saved.initialize(tmp, DataType.FLOAT32, saved.inputShapes());
            saved.loadParameters(tmp, in);
            var from = saved.getParameters();
            var to = model.block().getParameters();
            for (int i = 0; i < to.size(); i++) {
                if (!from.keys().get(i).equals(to.keys().get(i))) {
                    throw new ModelException(paramsFile + " does not fit this model (parameter " + from.keys().get(i)
                            + " where " + to.keys().get(i) + " was expected)");
                }
                from.valueAt(i).getArray().copyTo(to.valueAt(i).getArray());
            }
        } catch (IOException | MalformedModelException e) {
            throw new ModelException("Cannot read model parameters " + paramsFile + ": " + e.getMessage(), e);
        }
    }

    /** Saves Adam's counts and moments beside the parameters of a checkpoint. */
    public void saveOptimizer(Path file) throws IOException {
        adam.save(file);
    }

    /** Restores Adam's state saved by {@link #saveOptimizer}; call before the first {@link #step}. */
    public void loadOptimizer(Path file) throws IOException {
        adam.load(file, model.djlModel().getNDManager());
    }

    public CaptionModel model() {
        return model;
    }

    @Override
    public void close() {
        trainer.close();
    }
}
