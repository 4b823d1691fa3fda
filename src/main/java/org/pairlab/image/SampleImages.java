package org.pairlab.image;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.pairlab.project.Dataset;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;

/** Finds and decodes the image file of a sample, below its dataset's root folder. */
public final class SampleImages {
    private final Project project;
    private final ImageDecoder decoder;
    private final Map<Long, Path> roots = new ConcurrentHashMap<>();

    public SampleImages(Project project, ImageDecoder decoder) {
        this.project = project;
        this.decoder = decoder;
    }

    /** The absolute path of a sample's image; never outside its dataset root. */
    public Path path(Sample sample) {
        Path root = roots.computeIfAbsent(sample.datasetId(), id -> project.datasets().get(id)
                .map(Dataset::root).orElseThrow(() -> new IllegalStateException("no dataset " + id)));
        Path p = root.resolve(sample.path()).normalize();
        if (!p.startsWith(root)) {
            throw new IllegalStateException("sample " + sample.id() + " path escapes its dataset folder: " + sample.path());
        }
        return p;
    }

    public BufferedImage load(Sample sample) throws ImageFormatException {
        return decoder.decode(path(sample));
    }

    /** The sample's image as a source for the edits ({@link ImageDecoder#decodeSource}). */
    public SourceImage loadSource(Sample sample) throws ImageFormatException {
        return decoder.decodeSource(path(sample));
    }

    public ImageDecoder decoder() {
        return decoder;
    }
}
