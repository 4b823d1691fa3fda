package org.pairlab.dataset;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.pairlab.runs.JobContext;

/**
 * One dataset layout PairLab reads (the reader SPI): says whether a path holds it, and reads it into image rows,
 * reporting every bad row to the sink instead of dropping it. A new format is one class listed in {@link Importers}.
 */
public interface Importer {
    /** The format this importer reads. */
    ImportFormat format();

    /**
     * Whether {@code path} (a file or a folder) holds this format, how sure and why; empty when it does not. Reads
     * little (the first record or line, a folder listing), never the whole dataset.
     */
    Optional<Detection> detect(Path path) throws IOException;

    /** Reads the annotations of {@code request} into image rows; images are checked later by the importer. */
    ParsedDataset read(ImportRequest request, ProblemSink problems, JobContext context) throws IOException;
}
