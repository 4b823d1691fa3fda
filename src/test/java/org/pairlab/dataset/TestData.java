package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** Where the shared sample data lives, and file checksums for "nothing was modified" checks. */
final class TestData {
    private TestData() {
    }

    static Path cocoSample() {
        Path p = Path.of(System.getProperty("pairlab.sharedData", "../shared/data")).resolve("coco-sample");
        assertTrue(Files.isDirectory(p), "shared data not found at " + p.toAbsolutePath());
        return p;
    }

    static Path images() {
        return cocoSample().resolve("images");
    }

    static ImportRequest coco(String name, boolean strict) {
        Path d = cocoSample();
        return new ImportRequest(ImportFormat.COCO, d.resolve("captions.json"), d.resolve("instances.json"),
                d.resolve("images"), name, strict);
    }

    /** sha256 of every file below a folder, by relative path. */
    static Map<String, String> checksums(Path dir) throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) {
                out.put(dir.relativize(p).toString(), ImageCheck.sha256(p));
            }
        }
        return out;
    }
}
