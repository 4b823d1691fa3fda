package org.pairlab.dataset;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.nio.file.Path;
import org.pairlab.image.ImageDecoder;

/**
 * The parameters stored with an import run ({@link ImportJob}); same keys as runs stored before this record, whose
 * {@code strict} and {@code maxPixels} were kept as text and still read.
 *
 * @param maxPixels the largest image accepted, or null for {@link ImageDecoder#DEFAULT_MAX_PIXELS}
 */
public record ImportParams(@JsonProperty(required = true) ImportFormat format, String annotations, String instances,
                           String imagesRoot, String datasetName, boolean strict, Long maxPixels,
                           @JsonInclude(JsonInclude.Include.NON_NULL) String textColumn) {
    /** The stored form of a request. */
    public static ImportParams of(ImportRequest r, long maxPixels) {
        return new ImportParams(r.format(), text(r.annotations()), text(r.instances()), text(r.imagesRoot()),
                r.datasetName(), r.strict(), maxPixels, r.textColumn());
    }

    /** The request these parameters describe. */
    public ImportRequest request() {
        return new ImportRequest(format, path(annotations), path(instances), path(imagesRoot), datasetName, strict,
                textColumn);
    }

    /** The pixel limit, the default when none was stored. */
    public long pixelLimit() {
        return maxPixels == null ? ImageDecoder.DEFAULT_MAX_PIXELS : maxPixels;
    }

    private static String text(Path p) {
        return p == null ? null : p.toString();
    }

    private static Path path(String s) {
        return s == null ? null : Path.of(s);
    }
}
