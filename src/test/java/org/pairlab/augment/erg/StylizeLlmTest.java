package org.pairlab.augment.erg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.cli.PairLabCli;
import org.pairlab.testing.OpenAiTestServer;

/** {@code pairlab stylize --llm} against a real OpenAI-compatible HTTP server on 127.0.0.1 (it echoes the prompt). */
class StylizeLlmTest {
    @TempDir
    Path dir;

    @Test
    void theEndpointWritesTheGraftsFromAnEditablePrompt() throws Exception {
        Path romantic = dir.resolve("romantic.txt");
        Files.write(romantic, ErgTestData.styleTrain(ErgTestData.romanticFile(), 400));
        List<String> sources = ErgTestData.coco(true, 3);
        Path factual = dir.resolve("factual.txt");
        Files.write(factual, sources);
        Path corpus = dir.resolve("coco.txt");
        Files.write(corpus, ErgTestData.coco(false, 400));
        Path prompt = dir.resolve("prompt.txt");
        Files.writeString(prompt, "Graft <{phrase}> into <{caption}> so it reads {style}.");
        Path out = dir.resolve("out.jsonl");
        try (OpenAiTestServer server = new OpenAiTestServer()) {
            int code = PairLabCli.run("stylize", "--styled", "romantic=" + romantic, "--factual", factual.toString(),
                    "--factual-corpus", corpus.toString(), "--target", "romantic", "--out", out.toString(),
                    "--llm", server.base().toString(), "--model", "tiny-llm", "--prompt", prompt.toString(),
                    "--cache", dir.resolve("cache").toString(), "--quiet", "--seed", "9");
            assertEquals(0, code);
            List<OpenAiTestServer.Received> chats = server.chats();
            assertEquals(sources.size() * LlmGenerator.SCENES, chats.size());
            for (OpenAiTestServer.Received r : chats) {
                String user = r.json().path("messages").path(1).path("content").asText();
                assertTrue(user.startsWith("Graft <") && user.endsWith("so it reads romantic."), user);
                assertEquals("tiny-llm", r.json().path("model").asText());
            }
        }
        List<String> lines = Files.readAllLines(out);
        assertEquals(sources.size(), lines.size());
        for (int i = 0; i < lines.size(); i++) {
            JsonNode o = new ObjectMapper().readTree(lines.get(i));
            assertEquals("llm tiny-llm", o.get("generator").asText());
            assertEquals("llm", o.get("placement").asText());
            assertTrue(o.get("output").asText().startsWith("answer to: Graft <"), o.toString());
            assertTrue(o.get("output").asText().contains(sources.get(i).strip()), o.toString());
        }
    }
}
