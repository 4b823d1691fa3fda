package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairlab.cli.CliTest.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.LanguageModelEntry;
import org.pairlab.project.Project;
import org.pairlab.testing.SharedData;

/** {@code pairlab lm train --kind lstm}: on a caption file into a folder, and in a project as a registered run. */
class LmLstmCliTest {
    private static final String[] TINY = {"--set", "embed=16", "--set", "hidden=32", "--set", "epochs=2",
        "--set", "batchSize=16", "--set", "minCount=1"};

    @TempDir
    Path dir;

    @Test
    void trainsOnACaptionFileAndInAProjectWhereTheModelIsRegistered() throws Exception {
        var json = new ObjectMapper().readTree(SharedData.root().resolve("coco-captions-val2017/captions_val2017.json").toFile());
        List<String> captions = new ArrayList<>();
        json.get("annotations").forEach(a -> {
            if (captions.size() < 400) {
                captions.add(a.get("caption").asText());
            }
        });
        Path corpus = dir.resolve("captions.txt");
        Files.write(corpus, captions);
        Path out = dir.resolve("lstm");
        List<String> args = new ArrayList<>(List.of("lm", "train", "--kind", "lstm", "--corpus", corpus.toString(),
                "--out", out.toString()));
        args.addAll(List.of(TINY));
        CliTest.Result r = cli(args.toArray(String[]::new));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("epoch 2: training loss") && r.out().contains("held-out perplexity"), r.out());
        assertTrue(Files.isRegularFile(out.resolve("lstm.params")) && Files.isRegularFile(out.resolve("lstm-vocabulary.json")));

        Path file = dir.resolve("p.pairlab");
        assertEquals(0, cli("new", file.toString()).code());
        try (Project p = Project.open(file)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 60));
        }
        args = new ArrayList<>(List.of("lm", "train", "--kind", "lstm", "--project", file.toString(), "--name", "tiny-lstm"));
        args.addAll(List.of(TINY));
        r = cli(args.toArray(String[]::new));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("as language model 'tiny-lstm'"), r.out());
        try (Project p = Project.open(file)) {
            LanguageModelEntry m = p.languageModels().byName("tiny-lstm").orElseThrow();
            assertEquals("lstm", m.kind());
            assertTrue(m.heldoutPerplexity() != null && m.heldoutPerplexity() > 1, m.toString());
            assertTrue(Files.isRegularFile(Path.of(m.file()).resolve("lstm.params")), m.file());
        }

        CliTest.Result bad = cli("lm", "train", "--kind", "lstm", "--corpus", corpus.toString(), "--out", out.toString(),
                "--set", "hiddn=3");
        assertEquals(1, bad.code());
        assertTrue(bad.err().contains("hiddn"), bad.err());
    }
}
