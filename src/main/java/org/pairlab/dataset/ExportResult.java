package org.pairlab.dataset;

import java.nio.file.Path;
import java.util.List;

/** What an export wrote: item counts and every file (relative to {@code out}, sorted), manifest included. */
public record ExportResult(Path out, int images, int originals, int candidates, int captions, int boxes,
                           List<String> files) {
    public ExportResult {
        files = List.copyOf(files);
    }
}
