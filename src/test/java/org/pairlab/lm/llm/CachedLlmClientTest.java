package org.pairlab.lm.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.LlmCachedAnswer;
import org.pairlab.project.NewCaption;
import org.pairlab.project.NewSample;
import org.pairlab.project.Project;
import org.pairlab.testing.MemoryPreferences;
import org.pairlab.testing.OpenAiTestServer;
import org.pairlab.testing.OpenAiTestServer.Reply;
import org.pairlab.testing.SharedData;

/** The project cache of LLM answers: hits make no request, survive reopening, and never hold the API key. */
class CachedLlmClientTest {
    @TempDir
    Path dir;
    private OpenAiTestServer server;
    private Preferences prefs;

    @BeforeEach
    void start() throws Exception {
        server = new OpenAiTestServer();
        prefs = new MemoryPreferences().node("org/pairlab");
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private LlmClient client(java.net.URI base) {
        UserLlmSettings settings = new UserLlmSettings(prefs);
        settings.saveApiKey("sk-secret-key");
        return new LlmClient(new LlmEndpoint(base, "tiny-llm", ApiKeySource.userSettings(settings)),
                LlmClientOptions.standard().withRetry(RetryPolicy.none()));
    }

    /** Real COCO captions as the user prompts. */
    private static List<String> cocoCaptions(int n) throws Exception {
        return SharedData.cocoSampleDataset("coco", n).samples().stream().map(NewSample::captions)
                .map(c -> c.get(0)).map(NewCaption::text).toList();
    }

    @Test
    void aCachedAnswerMakesNoSecondRequestAndSurvivesReopeningTheProject() throws Exception {
        Path file = dir.resolve("p.pairlab");
        String caption = cocoCaptions(1).get(0);
        ChatRequest request = ChatRequest.of("Rewrite the caption humorously.", caption, 0.8, 48, 7);
        ChatAnswer first;
        try (Project p = Project.create(file)) {
            CachedLlmClient cached = new CachedLlmClient(client(server.base()), p.llmCache());
            first = cached.complete(request);
            ChatAnswer again = cached.complete(request);
            assertEquals(first, again);
            assertEquals(1, server.chats().size(), "the second ask is answered from the project");
            assertEquals(1, cached.hits());
            assertEquals(1, cached.misses());

            LlmCachedAnswer stored = p.llmCache().find(request.cacheKey("tiny-llm")).orElseThrow();
            assertEquals(request.canonicalJson("tiny-llm"), stored.requestJson());
            assertEquals("tiny-llm", stored.model());
            assertFalse(stored.requestJson().contains("sk-secret-key"), "the key is never stored");
            assertFalse(stored.requestJson().contains("127.0.0.1"), "nor the base URL");
            assertTrue(stored.answerJson().contains(caption.replace("\"", "\\\"")), stored.answerJson());
        }
        try (Project p = Project.open(file); OpenAiTestServer moved = new OpenAiTestServer()) {
            CachedLlmClient cached = new CachedLlmClient(client(moved.base()), p.llmCache());
            assertEquals(first, cached.complete(request), "same model and request on another port: same answer");
            assertEquals(0, moved.chats().size());
            assertEquals(1, server.chats().size());

            cached.complete(ChatRequest.of("Rewrite the caption humorously.", caption, 0.8, 48, 8));
            assertEquals(1, moved.chats().size(), "another seed is another request");
            assertEquals(2, p.llmCache().size());
            assertEquals(2, p.llmCache().clear("tiny-llm"));
            assertEquals(0, p.llmCache().size());
        }
    }

    @Test
    void theGeneratorAsksCountAnswersWithConsecutiveSeedsAndCachesEach() throws Exception {
        List<String> captions = cocoCaptions(3);
        try (Project p = Project.create(dir.resolve("g.pairlab"))) {
            server.delayChats(Duration.ofMillis(20));
            TextGenerator generator = LlmTextGenerator.cached(p, new LlmEndpoint(server.base(), "tiny-llm", null),
                    LlmClientOptions.standard());
            assertEquals("llm tiny-llm", generator.describe());
            List<ChatPrompt> prompts = captions.stream().map(c -> new ChatPrompt("Describe the photo.", c)).toList();
            List<List<String>> answers = generator.completeAll(prompts, new GenerationOptions(0.9, 32, 10, 2));
            assertEquals(3, answers.size());
            for (int i = 0; i < 3; i++) {
                assertEquals(List.of("answer to: " + captions.get(i) + " (seed 10)",
                        "answer to: " + captions.get(i) + " (seed 11)"), answers.get(i));
            }
            assertEquals(6, server.chats().size());
            assertEquals(6, p.llmCache().size());

            List<String> one = generator.complete("Describe the photo.", captions.get(1), new GenerationOptions(0.9, 32, 10, 2));
            assertEquals(answers.get(1), one);
            assertEquals(6, server.chats().size(), "all from the cache");
        }
    }

    @Test
    void failuresAreNotCached() throws Exception {
        try (Project p = Project.create(dir.resolve("f.pairlab"))) {
            CachedLlmClient cached = new CachedLlmClient(client(server.base()), p.llmCache());
            server.then(Reply.of(500, "{\"error\":\"boom\"}"));
            ChatRequest request = ChatRequest.of("", "a cat", 0, 8, 1);
            assertThrows(LlmException.class, () -> cached.complete(request));
            assertEquals(0, p.llmCache().size());
            assertEquals("answer to: a cat (seed 1)", cached.complete(request).text());
            assertEquals(1, p.llmCache().size());
        }
    }
}
