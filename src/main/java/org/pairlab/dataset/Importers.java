package org.pairlab.dataset;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Every {@link Importer}: the built-in ones, plus any listed in {@code META-INF/services/org.pairlab.dataset.Importer}
 * (which replace a built-in one of the same format). Auto-detect asks each and ranks the answers.
 */
public final class Importers {
    private final Map<ImportFormat, Importer> byFormat = new EnumMap<>(ImportFormat.class);

    /** The built-in importers and those found by ServiceLoader. */
    public Importers() {
        for (Importer i : builtIn()) {
            byFormat.put(i.format(), i);
        }
        for (Importer i : ServiceLoader.load(Importer.class)) {
            byFormat.put(i.format(), i);
        }
    }

    /** One importer per built-in format; adding a format adds one line here. */
    static List<Importer> builtIn() {
        return List.of(new CocoReader(), new KarpathyReader(), new JsonLinesReader(), new CsvReader(),
                new FolderReader(), new TextCaptionFormat(), new HfImageFolderReader(), new YoloReader(),
                new VocReader());
    }

    /** All importers, in format order. */
    public List<Importer> all() {
        return List.copyOf(byFormat.values());
    }

    /** The importer of {@code format}. */
    public Importer of(ImportFormat format) {
        Importer i = byFormat.get(format);
        if (i == null) {
            throw new IllegalArgumentException("No importer for format " + format.label() + ".");
        }
        return i;
    }

    /** What every importer says about {@code path}, most confident first; empty when none recognises it. */
    public List<Detection> detectAll(Path path) {
        if (!Files.exists(path)) {
            throw new IllegalArgumentException(path + " does not exist.");
        }
        List<Detection> out = new ArrayList<>();
        for (Importer i : byFormat.values()) {
            try {
                i.detect(path).ifPresent(out::add);
            } catch (IOException | RuntimeException e) {
                // One importer failing to look must not hide the others' answers.
            }
        }
        out.sort(Comparator.comparingDouble(Detection::confidence).reversed());
        return List.copyOf(out);
    }

    /** The most likely format of {@code path}, or empty when no importer recognises it. */
    public Optional<Detection> detect(Path path) {
        return detectAll(path).stream().findFirst();
    }

    /**
     * The most likely format of {@code path}; throws {@link IllegalArgumentException} naming the path and the formats
     * that were tried when none recognises it.
     */
    public Detection require(Path path) {
        return detect(path).orElseThrow(() -> new IllegalArgumentException("Cannot tell the format of " + path
                + ": it is none of " + String.join(", ", byFormat.keySet().stream().map(ImportFormat::label).toList())
                + ". Name the format (e.g. --format coco) and the files."));
    }
}
