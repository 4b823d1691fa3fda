package org.pairlab.ml.caption;

import ai.djl.MalformedModelException;
import ai.djl.Model;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.DataType;
import java.util.List;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.pairlab.ml.ModelException;
import org.pairlab.ml.TorchRuntime;

/** A Show-Attend-Tell captioner: its DJL model (block + parameters), vocabulary and hyper-parameters. */
public final class CaptionModel implements AutoCloseable {
    private final Model model;
    private final ShowAttendTell block;
    private final Vocabulary vocabulary;
    private final TorchRuntime runtime;

    private CaptionModel(TorchRuntime runtime, CaptionModelConfig config, Vocabulary vocabulary, FeatureGrid grid) {
        this.runtime = runtime;
        this.vocabulary = vocabulary;
        this.block = new ShowAttendTell(config, vocabulary.size(), grid);
        this.model = Model.newInstance("show-attend-tell", runtime.device(), "PyTorch");
        model.setBlock(block);
    }

    /** A new model with uninitialised parameters (a {@link CaptionTrainer} initialises them). */
    public static CaptionModel create(TorchRuntime runtime, CaptionModelConfig config, Vocabulary vocabulary) {
        return create(runtime, config, vocabulary, null);
    }

    /** As {@link #create(TorchRuntime, CaptionModelConfig, Vocabulary)}, reading pre-computed features of this grid
     * shape instead of images when {@code grid} is not null. */
    public static CaptionModel create(TorchRuntime runtime, CaptionModelConfig config, Vocabulary vocabulary,
            FeatureGrid grid) {
        return new CaptionModel(runtime, config, vocabulary, grid);
    }

    /** A model with the parameters saved in {@code paramsFile} by {@link #save}. */
    public static CaptionModel load(TorchRuntime runtime, CaptionModelConfig config, Vocabulary vocabulary,
            Path paramsFile) {
        return load(runtime, config, vocabulary, null, paramsFile);
    }

    /** A model on pre-computed features ({@code grid} not null) or images, with saved parameters. */
    public static CaptionModel load(TorchRuntime runtime, CaptionModelConfig config, Vocabulary vocabulary,
            FeatureGrid grid, Path paramsFile) {
        CaptionModel m = new CaptionModel(runtime, config, vocabulary, grid);
        m.block.initialize(m.model.getNDManager(), DataType.FLOAT32, m.block.inputShapes());
        m.loadParameters(paramsFile);
        return m;
    }

    /** Replaces the parameters with those saved in a file. */
    public void loadParameters(Path paramsFile) {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(paramsFile)))) {
            block.loadParameters(model.getNDManager(), in);
        } catch (IOException | MalformedModelException e) {
            throw new ModelException("Cannot read model parameters " + paramsFile + ": " + e.getMessage(), e);
        }
    }

    /** Writes the parameters (DJL's parameter format) atomically. */
    public void save(Path paramsFile) throws IOException {
        Files.createDirectories(paramsFile.toAbsolutePath().getParent());
        Path tmp = paramsFile.resolveSibling(paramsFile.getFileName() + ".tmp");
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(tmp)))) {
            block.saveParameters(out);
        }
        Files.move(tmp, paramsFile, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * The first model input for a batch: {@link ImageTensors} bytes become normalised images [B,3,S,S]; with a feature
     * grid, {@link FeatureCache} bytes become features [B,P,D].
     */
    public NDArray inputBatch(NDManager manager, List<byte[]> images) {
        FeatureGrid grid = block.grid();
        return grid == null ? ImageTensors.batch(manager, images, config().imageSize())
                : FeatureCache.batch(manager, images, grid);
    }

    public Model djlModel() {
        return model;
    }

    public ShowAttendTell block() {
        return block;
    }

    public CaptionModelConfig config() {
        return block.config();
    }

    public Vocabulary vocabulary() {
        return vocabulary;
    }

    public TorchRuntime runtime() {
        return runtime;
    }

    @Override
    public void close() {
        model.close();
    }
}
