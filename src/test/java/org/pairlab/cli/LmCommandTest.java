package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.lm.LmTokenizer;
import org.pairlab.lm.SentenceScore;
import org.pairlab.lm.ngram.NgramModel;
import org.pairlab.project.Project;
import org.pairlab.testing.SharedData;

class LmCommandTest {
    @TempDir
    Path dir;

    @Test
    void trainOnACaptionFileThenPerplexityAndSample() throws Exception {
        List<String> captions = cocoCaptions(3000);
        Path corpus = Files.write(dir.resolve("train.txt"), captions.subList(0, 2500));
        Path held = Files.write(dir.resolve("held.txt"), captions.subList(2500, 3000));
        Path arpa = dir.resolve("out/kn3.arpa");
        CliTest.Result train = CliTest.cli("lm", "train", "--corpus", corpus.toString(), "--order", "3", "--tokenizer", "ptb",
                "--out", arpa.toString());
        assertEquals(0, train.code(), train.err());
        assertTrue(train.out().contains("kn-3 ptb") && train.out().contains("2,500 captions"), train.out());

        CliTest.Result ppl = CliTest.cli("lm", "perplexity", "--model", arpa.toString(), "--text", held.toString(), "--json");
        assertEquals(0, ppl.code(), ppl.err());
        assertEquals(1, ppl.out().strip().lines().count(), ppl.out());
        JsonNode j = new ObjectMapper().readTree(ppl.out());
        List<String> keys = new ArrayList<>();
        j.fieldNames().forEachRemaining(keys::add);
        assertEquals(List.of("ok", "perplexity", "tokens", "oov", "sentences"), keys);
        // The same figures as the library computes on the file the command wrote.
        NgramModel m = NgramModel.readArpa(arpa, LmTokenizer.PTB);
        SentenceScore total = SentenceScore.zero();
        for (String c : captions.subList(2500, 3000)) {
            total = total.plus(m.scoreCaption(c));
        }
        assertEquals(total.perplexity(), j.get("perplexity").asDouble(), 1e-9);
        assertEquals(total.tokens(), j.get("tokens").asInt());
        assertEquals(total.oov(), j.get("oov").asInt());
        assertTrue(total.oov() > 0);

        CliTest.Result s1 = CliTest.cli("lm", "sample", "--model", arpa.toString(), "--count", "5", "--seed", "4");
        CliTest.Result s2 = CliTest.cli("lm", "sample", "--model", arpa.toString(), "--count", "5", "--seed", "4",
                "--temperature", "0.7");
        assertEquals(0, s1.code(), s1.err());
        assertEquals(5, s1.out().lines().count(), s1.out());
        assertEquals(s1.out(), CliTest.cli("lm", "sample", "--model", arpa.toString(), "--count", "5", "--seed", "4").out());
        assertTrue(!s1.out().equals(s2.out()), "another temperature, other sentences");
        for (String line : s1.out().lines().toList()) {
            for (String w : line.split(" ")) {
                assertTrue(w.isEmpty() || m.knows(w), w);
            }
        }
    }

    @Test
    void trainOnAProjectDataset() throws Exception {
        Path file = dir.resolve("p.pairlab");
        try (Project p = Project.create(file)) {
            p.datasets().insert(SharedData.cocoSampleDataset("coco", 200));
        }
        Path arpa = dir.resolve("p.arpa");
        CliTest.Result r = CliTest.cli("lm", "train", "--project", file.toString(), "--dataset", "coco", "--order", "2",
                "--tokenizer", "whitespace", "--out", arpa.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("on 482 of 535 captions") && r.out().contains("kn-2 whitespace")
                && r.out().contains("53 held out: perplexity "), r.out());
        assertTrue(r.out().contains("as language model 'kn2-whitespace-coco'"), r.out());
        assertTrue(NgramModel.readArpa(arpa, LmTokenizer.WHITESPACE).knows("A"), "whitespace tokens keep their case");
        // Registered in the project, as the workbench's Language models view trains and lists models.
        try (Project p = Project.open(file)) {
            var m = p.languageModels().byName("kn2-whitespace-coco").orElseThrow();
            assertEquals(arpa.toAbsolutePath().toString(), m.file());
            assertEquals("ngram", m.kind());
            assertTrue(m.heldoutPerplexity() > 1, m.toString());
            assertEquals("lm-ngram", p.runs().get(m.runId()).orElseThrow().kind());
        }
        CliTest.Result named = CliTest.cli("lm", "train", "--project", file.toString(), "--order", "3", "--name", "all3");
        assertEquals(0, named.code(), named.err());
        try (Project p = Project.open(file)) {
            assertEquals(dir.resolve("p.pairlab.lm").resolve("all3.arpa").toString(),
                    p.languageModels().byName("all3").orElseThrow().file(), "default: the project's model folder");
        }
        assertOneLineError(CliTest.cli("lm", "train", "--corpus", arpa.toString(), "--name", "x", "--out",
                dir.resolve("y.arpa").toString()), "--name");
        CliTest.Result missing = CliTest.cli("lm", "train", "--project", file.toString(), "--dataset", "nope", "--out",
                dir.resolve("new.arpa").toString());
        assertOneLineError(missing, "--dataset");
    }

    @Test
    void badValuesExitNonZeroWithOneLineNamingTheOption() throws Exception {
        Path corpus = Files.write(dir.resolve("c.txt"), List.of("a dog runs", "a cat sits"));
        String c = corpus.toString();
        String out = dir.resolve("m.arpa").toString();
        assertOneLineError(CliTest.cli("lm", "train", "--corpus", c, "--order", "7", "--out", out), "--order");
        assertOneLineError(CliTest.cli("lm", "train", "--corpus", c, "--order", "x", "--out", out), "--order");
        assertOneLineError(CliTest.cli("lm", "train", "--corpus", c, "--tokenizer", "bpe", "--out", out), "--tokenizer");
        assertOneLineError(CliTest.cli("lm", "train", "--corpus", c, "--kind", "gpt", "--out", out), "--kind");
        assertOneLineError(CliTest.cli("lm", "train", "--corpus", c, "--kind", "lstm", "--out", out), "--corpus");
        assertOneLineError(CliTest.cli("lm", "train", "--corpus", c), "--out");
        assertOneLineError(CliTest.cli("lm", "train", "--out", out), "--corpus");
        assertEquals(0, CliTest.cli("lm", "train", "--corpus", c, "--out", out).code());
        assertOneLineError(CliTest.cli("lm", "sample", "--model", out, "--temperature", "-1"), "--temperature");
        assertOneLineError(CliTest.cli("lm", "sample", "--model", out, "--count", "0"), "--count");
        assertOneLineError(CliTest.cli("lm", "perplexity", "--model", out), "--text");
        Path bad = Files.writeString(dir.resolve("bad.arpa"), "\\data\\\nngram 1=x\n");
        assertOneLineError(CliTest.cli("lm", "perplexity", "--model", bad.toString(), "--text", c), "bad.arpa line 2");
    }

    private static void assertOneLineError(CliTest.Result r, String names) {
        assertTrue(r.code() != 0, r.out());
        String e = r.err().strip();
        assertEquals(1, e.lines().count(), e);
        assertTrue(e.contains(names), e);
    }

    private static List<String> cocoCaptions(int n) throws Exception {
        JsonNode root = new ObjectMapper().readTree(
                SharedData.root().resolve("coco-captions-val2017/captions_val2017.json").toFile());
        List<String> out = new ArrayList<>();
        for (JsonNode a : root.get("annotations")) {
            if (out.size() == n) {
                break;
            }
            out.add(a.get("caption").asText().replace('\n', ' '));
        }
        return out;
    }
}
