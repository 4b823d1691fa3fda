package org.pairlab.dataset;

import java.util.List;

/** The outcome of an import: what was read, what went in, and every problem found. */
public record ImportReport(String datasetName, ImportFormat format, int imagesRead, int samplesImported,
                           int captionsImported, int boxesImported, List<ImportProblem> problems, boolean strict,
                           boolean written) {
}
