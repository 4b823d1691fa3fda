package org.pairlab.dataset;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.pairlab.runs.JobContext;

/**
 * Captions without images (a .txt file, one caption per line): detection only. The import itself writes text-only
 * samples and is done by {@link TextCaptionImport}, which needs no image check.
 */
final class TextCaptionFormat implements Importer {
    @Override
    public ImportFormat format() {
        return ImportFormat.TEXT;
    }

    /** A UTF-8 .txt file whose first lines read as sentences; low confidence, since any text file looks so. */
    @Override
    public Optional<Detection> detect(Path path) {
        if (Files.isDirectory(path) || !Peek.extension(path).equals("txt")) {
            return Optional.empty();
        }
        List<String> lines = Peek.lines(path, 5);
        if (lines.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Detection(ImportFormat.TEXT, 0.5, path.getFileName()
                + " is UTF-8 text; read as one caption per line, without images", path, null, null));
    }

    @Override
    public ParsedDataset read(ImportRequest request, ProblemSink problems, JobContext context) {
        throw new IllegalStateException("text captions are imported by TextCaptionImport");
    }
}
