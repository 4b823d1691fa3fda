package org.pairlab.metrics;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Locates the shared data sets ({@code pairlab.sharedData}, else {@code ../shared/data}) and reads JSON. */
public final class TestData {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private TestData() {
    }

    /** The shared data directory; skips the calling test when it is not there. */
    public static Path sharedData() {
        String prop = System.getProperty("pairlab.sharedData");
        Path dir = prop != null ? Path.of(prop) : Path.of("..", "shared", "data");
        assumeTrue(Files.isDirectory(dir.resolve("cocoeval-dev")), "shared data not found at " + dir.toAbsolutePath());
        return dir;
    }

    /** The COCO toolkit reference case. */
    public static Path cocoevalDev() {
        return sharedData().resolve("cocoeval-dev");
    }

    public static JsonNode json(Path file) {
        try {
            return MAPPER.readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static JsonNode resource(String name) {
        try (InputStream in = TestData.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + name);
            }
            return MAPPER.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
