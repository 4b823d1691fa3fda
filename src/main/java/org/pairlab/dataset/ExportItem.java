package org.pairlab.dataset;

import java.util.List;
import org.pairlab.project.Box;
import org.pairlab.project.Candidate;
import org.pairlab.project.CaptionQuality;
import org.pairlab.project.Sample;

/**
 * One image an export writes: an original ({@code candidate} null) or a candidate rendered from its recipe, with its
 * export id (a positive number, unique in the export), file name (relative, forward slashes; empty for text-only
 * items), captions and boxes.
 */
public record ExportItem(Sample source, Candidate candidate, String fileName, long imageId, int width, int height,
                         String split, List<String> captions, List<Box> boxes, CaptionQuality quality) {
    public ExportItem {
        captions = List.copyOf(captions);
        boxes = List.copyOf(boxes);
    }

    /** A caption without an image: nothing to copy or render, and no file name. */
    public boolean textOnly() {
        return source.textOnly();
    }

    /**
     * The captions for layouts that keep one caption per line (WebDataset .txt, YOLO captions/): a line break inside
     * a caption becomes a space; nothing else changes.
     */
    public List<String> captionLines() {
        return captions.stream().map(c -> c.replaceAll("[\\r\\n]+", " ")).toList();
    }

    /** The file name without folders and extension ({@code augmented/x_flip_3.png} gives {@code x_flip_3}). */
    public String stem() {
        String base = fileName.substring(fileName.lastIndexOf('/') + 1);
        int dot = base.lastIndexOf('.');
        return dot > 0 ? base.substring(0, dot) : base;
    }

    /** The file name's extension in lower case without the dot ({@code jpg}, {@code png}). */
    public String extension() {
        String base = fileName.substring(fileName.lastIndexOf('/') + 1);
        int dot = base.lastIndexOf('.');
        return dot > 0 ? base.substring(dot + 1).toLowerCase(java.util.Locale.ROOT) : "";
    }
}
