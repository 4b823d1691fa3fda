package org.pairlab.dataset;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * Every {@link ExportWriter}: the built-in ones, plus any listed in
 * {@code META-INF/services/org.pairlab.dataset.ExportWriter} (which replace a built-in one of the same format).
 */
public final class ExportWriters {
    private final Map<ExportFormat, ExportWriter> byFormat = new EnumMap<>(ExportFormat.class);

    public ExportWriters() {
        for (ExportWriter w : builtIn()) {
            byFormat.put(w.format(), w);
        }
        for (ExportWriter w : ServiceLoader.load(ExportWriter.class)) {
            byFormat.put(w.format(), w);
        }
    }

    /** One writer per built-in format; adding a format adds one line here. */
    static List<ExportWriter> builtIn() {
        return List.of(new CocoExport(), new JsonLinesExport(), new HfImageFolderExport(), new WebDatasetExport(),
                new KarpathyExport(), new YoloExport(), new VocExport(), new ParquetExport());
    }

    /** The writer of {@code format}. */
    public ExportWriter of(ExportFormat format) {
        ExportWriter w = byFormat.get(format);
        if (w == null) {
            throw new ExportFailedException("No writer for export format " + format.label() + ".");
        }
        return w;
    }

    /** All writers, in format order. */
    public List<ExportWriter> all() {
        return List.copyOf(byFormat.values());
    }
}
