package org.pairlab.augment.erg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.cli.PairLabCli;

/**
 * {@code pairlab stylize} end to end on real captions: 1,200 FlickrStyle captions a style, COCO factual captions the
 * run has never seen, the real MiniLM encoder. Small corpora keep it under a minute; the full-size figures are in
 * docs/erg.md.
 */
class StylizeCommandTest {
    @TempDir
    Path dir;

    @Test
    void writesOneJsonLinePerFactualLineInOrderNeverTheSource() throws Exception {
        Path humor = dir.resolve("humor.txt");
        Path romantic = dir.resolve("romantic.txt");
        Path factual = dir.resolve("factual.txt");
        Path corpus = dir.resolve("coco.txt");
        Files.write(humor, ErgTestData.styleTrain(ErgTestData.humorFile(), 1200));
        Files.write(romantic, ErgTestData.styleTrain(ErgTestData.romanticFile(), 1200));
        List<String> sources = ErgTestData.coco(true, 30);
        Files.write(factual, sources);
        Files.write(corpus, ErgTestData.coco(false, 2000));
        Path out = dir.resolve("out.jsonl");

        int code = PairLabCli.run("stylize", "--styled", "humorous=" + humor, "--styled", "romantic=" + romantic,
                "--factual", factual.toString(), "--factual-corpus", corpus.toString(), "--target", "romantic",
                "--out", out.toString(), "--cache", dir.resolve("cache").toString(), "--quiet");

        assertEquals(0, code);
        List<String> lines = Files.readAllLines(out);
        assertEquals(sources.size(), lines.size());
        ObjectMapper json = new ObjectMapper();
        int inStyle = 0;
        List<String> outputs = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            JsonNode o = json.readTree(lines.get(i));
            String source = o.get("source").asText();
            String output = o.get("output").asText();
            assertEquals(sources.get(i).strip().replaceAll("\\s+", " "), source);
            assertNotEquals(source.toLowerCase(), output.toLowerCase());
            assertEquals("romantic", o.get("style").asText());
            String phrase = o.get("phrase").asText();
            assertFalse(phrase.isBlank());
            assertEquals(phrase, output.substring(o.get("phrase_start").asInt(), o.get("phrase_end").asInt()));
            assertTrue(o.get("retrieved").size() >= 1);
            assertTrue(o.get("retrieved").get(0).get("similarity").asDouble() > 0);
            assertEquals("t2t", o.get("retrieved").get(0).get("type").asText());
            assertTrue(o.has("style_probability") && o.has("perplexity") && o.has("kept"));
            JsonNode f = o.get("filters");
            assertEquals(f.get("style").asBoolean() && f.get("perplexity").asBoolean()
                    && f.get("similarity").asBoolean(), o.get("kept").asBoolean());
            if (!"replace_modifier".equals(o.get("placement").asText())) {
                assertTrue(ErgTestData.keepsWordsInOrder(source.replaceAll("\\b[Aa]n?\\b", ""),
                        output.replaceAll("\\b[Aa]n?\\b", "")), source + " -> " + output);
            }
            inStyle += f.get("style").asBoolean() ? 1 : 0;
            outputs.add(output);
        }
        assertTrue(inStyle >= 0.8 * lines.size(), inStyle + " of " + lines.size() + " read as romantic: " + outputs);
        // Usage is spread: no phrase is grafted onto more than a fifth of the captions.
        java.util.Map<String, Integer> uses = new java.util.HashMap<>();
        for (String line : lines) {
            uses.merge(json.readTree(line).get("phrase").asText(), 1, Integer::sum);
        }
        int most = uses.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        assertTrue(most <= lines.size() / 5, "one phrase used " + most + " times: " + uses);
        assertTrue(Files.list(dir.resolve("cache")).anyMatch(p -> p.toString().endsWith(".vec")));
    }

    @Test
    void aTargetThatIsNoStyledNameIsRefusedNamingTheStyles() throws Exception {
        Path humor = dir.resolve("humor.txt");
        Files.write(humor, List.of("a dog looks for bones .", "a cat plans world domination ."));
        Path factual = dir.resolve("factual.txt");
        Files.write(factual, List.of("A dog on a beach."));
        java.io.StringWriter err = new java.io.StringWriter();
        var cl = PairLabCli.commandLine();
        cl.setErr(new java.io.PrintWriter(err));
        int code = cl.execute("stylize", "--styled", "humorous=" + humor, "--factual", factual.toString(),
                "--target", "romantic", "--out", dir.resolve("o.jsonl").toString(), "--no-cache", "--quiet");
        assertNotEquals(0, code);
        assertTrue(err.toString().contains("romantic") && err.toString().contains("humorous"), err.toString());
    }
}
