package org.pairlab.dataset;

import java.util.List;
import org.pairlab.project.NewCategory;

/**
 * What a reader found, before images are checked: image rows with their captions and boxes, and categories.
 * {@code fatal} is set when a whole source file could not be read (e.g. malformed JSON).
 */
public record ParsedDataset(List<ParsedImage> images, List<NewCategory> categories, List<String> sourceFiles,
                            boolean fatal) {

    /** One image row as read; {@code path} is as written in the source (relative to the images root). */
    public record ParsedImage(String file, int line, String field, String externalId, String path, Integer width,
                              Integer height, String split, List<ParsedCaption> captions, List<ParsedBox> boxes) {
    }

    /** One caption as read. */
    public record ParsedCaption(String externalId, String text) {
    }

    /**
     * One box as read; {@code category} is already resolved to a category name. {@code normalized} boxes (YOLO) are
     * in fractions of the image size, turned into pixels once the image's real size is known.
     */
    public record ParsedBox(String file, int line, String field, String externalId, String category, double x,
                            double y, double w, double h, Double score, boolean crowd, boolean normalized) {
        /** A box in pixels. */
        public ParsedBox(String file, int line, String field, String externalId, String category, double x, double y,
                         double w, double h, Double score, boolean crowd) {
            this(file, line, field, externalId, category, x, y, w, h, score, crowd, false);
        }
    }
}
