package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairlab.cli.CliTest.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Dataset;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;
import org.pairlab.testing.SharedData;

/** Captions without images (a stylized corpus) import as text-only samples with a style label. */
class TextImportCliTest {
    @TempDir
    Path dir;

    @Test
    void aStylizedCorpusImportsAsTextOnlySamplesWithItsStyle() throws Exception {
        Path humor = SharedData.root().resolve("flickrstyle/humor.train.txt");
        long lines = Files.readAllLines(humor).stream().filter(l -> !l.isBlank()).count();
        Path file = dir.resolve("p.pairlab");
        assertEquals(0, cli("new", file.toString()).code());
        CliTest.Result r = cli("import", file.toString(), "--text", humor.toString(), "--style", "humorous");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("Style of humor.train: humorous"), r.out());
        try (Project p = Project.open(file)) {
            Dataset d = p.datasets().byName("humor.train").orElseThrow();
            assertEquals("humorous", p.datasets().style(d.id()).orElseThrow());
            List<Sample> samples = p.samples().ofDataset(d.id());
            assertEquals(lines, samples.size());
            assertTrue(samples.stream().allMatch(Sample::textOnly));
            String first = Files.readAllLines(humor).get(0).strip();
            assertEquals(first, p.samples().captions(samples.get(0).id()).get(0).text());
        }
        Path out = dir.resolve("out");
        CliTest.Result exported = cli("export", file.toString(), "--format", "jsonl", "--out", out.toString());
        assertEquals(0, exported.code(), exported.err());
        List<String> rows = Files.readAllLines(out.resolve("captions.jsonl"));
        assertEquals(lines, rows.size());
        assertTrue(rows.get(0).contains("\"image\":null"), rows.get(0));
    }

    @Test
    void badLinesAreReportedWithTheirLineAndTheRestImported() throws Exception {
        Path text = dir.resolve("styled.txt");
        byte[] bad = {'o', 'k', ' ', (byte) 0xC3, (byte) 0x28, '\n'};
        Files.write(text, ("a dog runs to meet his love\n\n" + "x".repeat(2500) + "\n").getBytes());
        Files.write(text, bad, java.nio.file.StandardOpenOption.APPEND);
        Path file = dir.resolve("p.pairlab");
        cli("new", file.toString());
        CliTest.Result r = cli("import", file.toString(), "--text", text.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("styled.txt:3") && r.out().contains("2500 characters"), r.out());
        assertTrue(r.out().contains("styled.txt:4") && r.out().contains("not valid UTF-8"), r.out());
        try (Project p = Project.open(file)) {
            assertEquals(1, p.samples().ofDataset(p.datasets().byName("styled").orElseThrow().id()).size());
        }
        CliTest.Result strict = cli("import", file.toString(), "--text", text.toString(), "--dataset", "again", "--strict");
        assertEquals(1, strict.code());
    }
}
