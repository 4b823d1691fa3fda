package org.pairlab.ml;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.testing.SharedData;

class ClipTokenizerTest {
    private static final Path DIR = SharedData.root().resolve("models/tiny-clip");
    private static final String CAPTION = "A plain pizza is shown on a wooden table with empty plates.";

    @Test
    void truncationAndPaddingSavedInTokenizerJsonAreIgnored(@TempDir Path tmp) throws Exception {
        // A tokenizer.json saved after Python called the tokenizer with padding/truncation carries them.
        String json = Files.readString(DIR.resolve("tokenizer.json"))
                .replace("\"truncation\": null", "\"truncation\": {\"direction\": \"Right\", \"max_length\": 5, \"strategy\": \"LongestFirst\", \"stride\": 0}")
                .replace("\"padding\": null", "\"padding\": {\"strategy\": {\"Fixed\": 90}, \"direction\": \"Right\", \"pad_to_multiple_of\": null, \"pad_id\": 0, \"pad_type_id\": 0, \"pad_token\": \"x\"}");
        Path altered = tmp.resolve("tokenizer.json");
        Files.writeString(altered, json);
        ClipConfig config = ClipConfig.of(ModelManifest.read(DIR));
        try (ClipTokenizer plain = new ClipTokenizer(DIR.resolve("tokenizer.json"), config);
                ClipTokenizer withSettings = new ClipTokenizer(altered, config)) {
            long[] expected = plain.rawIds(CAPTION);
            assertEquals(true, expected.length > 5);
            assertArrayEquals(expected, withSettings.rawIds(CAPTION));
            assertArrayEquals(plain.encode(List.of(CAPTION)).inputIds()[0], withSettings.encode(List.of(CAPTION)).inputIds()[0]);
        }
    }
}
