package org.pairlab.augment.toca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.cli.PairLabCli;
import org.pairlab.lm.llm.LlmClient;
import org.pairlab.lm.llm.LlmClientOptions;
import org.pairlab.lm.llm.LlmEndpoint;
import org.pairlab.lm.llm.LlmTextGenerator;
import org.pairlab.lm.llm.PromptTemplate;
import org.pairlab.testing.OpenAiTestServer;
import org.pairlab.text.CaptionTagger;

/**
 * ToCa's LLM path against a real HTTP server on 127.0.0.1 that answers like an OpenAI-compatible endpoint: it
 * completes the template it is sent ("[ ] horse [ ] field [ ] ." becomes "A horse in the field."), and every fourth
 * answer leaves out the last drawn word, which ToCa must drop.
 */
class TocaLlmTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private HttpServer server;
    private final List<String> prompts = Collections.synchronizedList(new ArrayList<>());
    private final AtomicInteger answered = new AtomicInteger();

    @BeforeEach
    void start() throws Exception {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(Executors.newFixedThreadPool(4));
        server.createContext("/v1/chat/completions", exchange -> {
            JsonNode req = JSON.readTree(exchange.getRequestBody().readAllBytes());
            JsonNode messages = req.path("messages");
            String user = messages.path(messages.size() - 1).path("content").asText();
            prompts.add(user);
            String answer = complete(user, answered.incrementAndGet() % 4 == 0);
            byte[] body = OpenAiTestServer.chatAnswer(answer, "stop").getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private String base() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    /** Fills the masks as a model would: an article first, "the" before the last word, nothing elsewhere. */
    private static String complete(String user, boolean loseAWord) {
        String template = user.lines().filter(l -> l.startsWith("Template:")).findFirst().orElseThrow()
                .substring("Template:".length()).strip();
        List<String> words = new ArrayList<>(List.of(template.replace("[ ]", " ").strip().split("\\s+")));
        if (loseAWord) {
            words.remove(words.size() - (words.get(words.size() - 1).equals(".") ? 2 : 1));
        }
        return "Caption: \"a " + String.join(" ", words).replace(" .", ".") + "\"";
    }

    @Test
    void llmCompletesTemplatesAndAnswersMissingAWordAreDropped() throws Exception {
        List<String> corpus = TocaCorpora.coco56().corpus();
        Toca toca = new Toca(CaptionTagger.english());
        TocaSettings settings = new TocaSettings(Scenario.IN_DOMAIN, 40, 3, Double.POSITIVE_INFINITY, 56, false, 1, 2,
                Integer.MAX_VALUE);
        TocaCorpus tc = toca.corpus(corpus, settings, null);
        LlmTextGenerator generator = new LlmTextGenerator(new LlmClient(LlmEndpoint.of(base(), "tiny-llm", "NO_SUCH_VAR"),
                LlmClientOptions.standard()));
        SynthesisResult r = toca.llm(tc, settings, generator, null, 0.7).run(40, 3, null);
        System.out.println("LLM path against the local test server: " + r.report());
        assertEquals(40, r.captions().size());
        assertTrue(r.report().dropped().getOrDefault(DropReason.MISSING_WORD, 0) > 0, r.report().toString());
        for (SynthesizedCaption c : r.captions()) {
            assertFalse(tc.contains(c.caption()), c.caption());
            for (String w : c.words()) {
                assertTrue(c.caption().toLowerCase(Locale.ROOT).contains(w), c + " lacks " + w);
            }
            assertTrue(c.caption().matches("^An? .*") && !c.caption().contains("\""), c.caption());
        }
        // The prompt carried s' and the words, comma-separated, as the built-in template asks.
        SynthesizedCaption first = r.captions().get(0);
        assertTrue(prompts.stream().anyMatch(p -> p.contains("Template: " + first.masked())
                && p.contains("Words that must appear: " + String.join(", ", first.words()))), prompts.get(0));
    }

    @Test
    void synthesizeCommandUsesTheUsersPromptFile(@TempDir Path dir) throws Exception {
        Path corpus = dir.resolve("corpus.txt");
        Files.write(corpus, TocaCorpora.coco56().corpus());
        Path prompt = dir.resolve("prompt.txt");
        Files.writeString(prompt, "Fill the gaps of this caption.\nTemplate: {template}\nUse: {words}\n");
        Path out = dir.resolve("out.jsonl");
        int rc = PairLabCli.run("synthesize", "--corpus", corpus.toString(), "--count", "12", "--out", out.toString(),
                "--seed", "9", "--llm", base(), "--model", "tiny-llm", "--prompt", prompt.toString(),
                "--no-grammar-filter");
        assertEquals(0, rc);
        List<String> lines = Files.readAllLines(out);
        assertEquals(12, lines.size());
        for (String line : lines) {
            JsonNode o = JSON.readTree(line);
            assertTrue(o.path("caption").asText().matches("^An? .*"), line);
            assertTrue(o.path("template").asText().contains("["), line);
            assertTrue(o.path("words").isArray() && o.path("words").size() > 0, line);
        }
        assertTrue(prompts.stream().allMatch(p -> p.startsWith("Fill the gaps") && p.contains("Use: ")), prompts.get(0));
        // A placeholder ToCa does not fill is refused before any request, naming it.
        Files.writeString(prompt, "Template: {template} in {style}\n");
        int before = prompts.size();
        // (a new --out: an existing one is refused first, exit 2, as PairLab never overwrites a file)
        assertEquals(1, PairLabCli.run("synthesize", "--corpus", corpus.toString(), "--count", "5", "--out",
                out.resolveSibling("again.jsonl").toString(), "--llm", base(), "--model", "tiny-llm", "--prompt",
                prompt.toString()));
        assertEquals(before, prompts.size());
    }

    @Test
    void loadsPromptTemplatesWithTheToCaPlaceholders() {
        PromptTemplate p = LlmCompleter.defaultPrompt();
        assertTrue(p.placeholders().contains("template") && p.placeholders().contains("words"));
        assertEquals("A dog on a sofa.", LlmCompleter.caption("\n  Caption: \"a dog on a sofa.\"\nExtra line"));
    }
}
