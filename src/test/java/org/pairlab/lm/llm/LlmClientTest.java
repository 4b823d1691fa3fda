package org.pairlab.lm.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.prefs.Preferences;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.pairlab.testing.MemoryPreferences;
import org.pairlab.testing.OpenAiTestServer;
import org.pairlab.testing.OpenAiTestServer.Reply;

/** LlmClient against a real HTTP server on 127.0.0.1: bodies, retries, timeouts, errors, concurrency. */
class LlmClientTest {
    private static final RetryPolicy QUICK = new RetryPolicy(3, Duration.ofMillis(10), Duration.ofMillis(40),
            Duration.ofSeconds(30));
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

    private LlmClient client(ApiKeySource key, LlmClientOptions options) {
        return new LlmClient(new LlmEndpoint(server.base(), "tiny-llm", key), options);
    }

    private LlmClient client() {
        return client(ApiKeySource.none(), LlmClientOptions.standard().withRetry(QUICK));
    }

    @Test
    void sendsModelMessagesTemperatureSeedAndKeyAndReadsTheAnswer() {
        UserLlmSettings settings = new UserLlmSettings(prefs);
        settings.saveApiKey("sk-test-123");
        LlmClient client = client(ApiKeySource.userSettings(settings), LlmClientOptions.standard());
        ChatAnswer answer = client.complete(ChatRequest.of("You write captions.", "A dog on a beach.", 0.7, 64, 42));

        assertEquals("answer to: A dog on a beach. (seed 42)", answer.text());
        assertEquals("stop", answer.finishReason());
        assertEquals(new TokenUsage(11, 7, 18), answer.usage());
        OpenAiTestServer.Received r = server.chats().get(0);
        assertEquals("POST", r.method());
        assertEquals("Bearer sk-test-123", r.headers().getFirst("Authorization"));
        JsonNode body = r.json();
        assertEquals("tiny-llm", body.path("model").asText());
        assertEquals(0.7, body.path("temperature").asDouble());
        assertEquals(42, body.path("seed").asLong());
        assertEquals(64, body.path("max_tokens").asInt());
        assertEquals("system", body.path("messages").path(0).path("role").asText());
        assertEquals("You write captions.", body.path("messages").path(0).path("content").asText());
        assertEquals("user", body.path("messages").path(1).path("role").asText());
        assertEquals("A dog on a beach.", body.path("messages").path(1).path("content").asText());
        assertEquals(ChatRequest.of("You write captions.", "A dog on a beach.", 0.7, 64, 42).canonicalJson("tiny-llm"),
                r.body(), "the body is the canonical JSON the cache key hashes");
        assertFalse(settings.describe().contains("sk-test"));
    }

    @Test
    void retriesA503ThenSucceeds() {
        server.then(Reply.of(503, "{\"error\":{\"message\":\"Loading model\"}}"),
                Reply.of(408, "request timeout"));
        ChatAnswer answer = client().complete(ChatRequest.of("", "hi", 0, 8, 1));
        assertEquals("answer to: hi (seed 1)", answer.text());
        assertEquals(3, server.chats().size());
        assertEquals(1, server.chats().get(0).json().path("messages").size(), "a blank system prompt is left out");
    }

    @Test
    void retriesABrokenConnection() {
        server.then(Reply.drop());
        assertEquals("answer to: hi (seed 2)", client().complete(ChatRequest.of("", "hi", 0, 8, 2)).text());
        assertEquals(2, server.chats().size());

        server.then(Reply.drop(), Reply.drop(), Reply.drop());
        LlmException e = assertThrows(LlmException.class, () -> client().complete(ChatRequest.of("", "hi", 0, 8, 2)));
        assertEquals(LlmProblem.CONNECTION_FAILED, e.problem());
        assertTrue(e.getMessage().startsWith("the connection to the LLM server at " + server.base()
                + "/chat/completions failed 3 times: "), e.getMessage());
    }

    @Test
    void givesUpAfterTheLastAttemptSayingWhatTheServerSaid() {
        server.then(Reply.of(500, "{\"error\":\"out of memory\"}"), Reply.of(500, "{\"error\":\"out of memory\"}"),
                Reply.of(500, "{\"error\":\"out of memory\"}"));
        LlmException e = assertThrows(LlmException.class, () -> client().complete(ChatRequest.of("", "hi", 0, 8, 1)));
        assertEquals(LlmProblem.SERVER_ERROR, e.problem());
        assertTrue(e.getMessage().contains("answered 500 (server error) 3 times: out of memory"), e.getMessage());
        assertEquals(3, server.chats().size());
    }

    @Test
    void honoursRetryAfterOn429() {
        List<Duration> pauses = Collections.synchronizedList(new ArrayList<>());
        server.then(Reply.of(429, "{\"error\":{\"message\":\"slow down\"}}").withHeader("Retry-After", "2"));
        LlmClient client = new LlmClient(new LlmEndpoint(server.base(), "tiny-llm", null),
                LlmClientOptions.standard().withRetry(QUICK), pauses::add);
        assertEquals("answer to: hi (seed 3)", client.complete(ChatRequest.of("", "hi", 0, 8, 3)).text());
        assertEquals(2, server.chats().size());
        assertEquals(List.of(Duration.ofSeconds(2)), pauses, "waited what Retry-After asked, not the 10 ms back-off");

        server.then(Reply.of(429, "{\"error\":{\"message\":\"quota\"}}").withHeader("Retry-After", "3600"));
        LlmException e = assertThrows(LlmException.class, () -> client.complete(ChatRequest.of("", "x", 0, 8, 3)));
        assertEquals(LlmProblem.SERVER_ERROR, e.problem());
        assertTrue(e.getMessage().contains("asks to wait 3600 s (Retry-After), longer than PairLab waits (30 s)"),
                e.getMessage());
        assertEquals(3, server.chats().size(), "a wait past the limit is not attempted again");
    }

    @Test
    void backOffGrowsAndIsBounded() {
        List<Duration> pauses = Collections.synchronizedList(new ArrayList<>());
        RetryPolicy policy = new RetryPolicy(4, Duration.ofMillis(100), Duration.ofMillis(250), Duration.ofSeconds(1));
        server.then(Reply.of(503, "a"), Reply.of(503, "b"), Reply.of(503, "c"));
        LlmClient client = new LlmClient(new LlmEndpoint(server.base(), "tiny-llm", null),
                LlmClientOptions.standard().withRetry(policy), pauses::add);
        client.complete(ChatRequest.of("", "hi", 0, 8, 3));
        assertEquals(3, pauses.size());
        long[] ms = pauses.stream().mapToLong(Duration::toMillis).toArray();
        assertTrue(ms[0] >= 50 && ms[0] <= 100, "first wait is 100 ms with jitter: " + ms[0]);
        assertTrue(ms[1] >= 100 && ms[1] <= 200, "second doubles: " + ms[1]);
        assertTrue(ms[2] >= 125 && ms[2] <= 250, "third is capped at 250 ms: " + ms[2]);
    }

    @Test
    void timesOutWithAClearMessage() {
        server.then(Reply.of(200, OpenAiTestServer.chatAnswer("late", "stop")).after(Duration.ofSeconds(5)));
        LlmClient client = client(ApiKeySource.none(), LlmClientOptions.standard()
                .withRequestTimeout(Duration.ofMillis(300)).withRetry(RetryPolicy.none()));
        LlmException e = assertThrows(LlmException.class, () -> client.complete(ChatRequest.of("", "hi", 0, 8, 1)));
        assertEquals(LlmProblem.TIMEOUT, e.problem());
        assertTrue(e.getMessage().contains("did not answer within the request timeout of 300 ms"), e.getMessage());
    }

    @Test
    void nothingListeningSaysHowToStartAServer() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        LlmClient client = new LlmClient(new LlmEndpoint(URI.create("http://127.0.0.1:" + port + "/v1/"), "m", null),
                LlmClientOptions.standard());
        LlmException e = assertThrows(LlmException.class, () -> client.complete(ChatRequest.of("", "hi", 0, 8, 1)));
        assertEquals(LlmProblem.UNREACHABLE, e.problem());
        assertTrue(e.getMessage().startsWith("no LLM server at http://127.0.0.1:" + port + "/v1 "), e.getMessage());
        assertTrue(e.getMessage().contains("start one with e.g. `llama-server -m model.gguf --port 8080` or `ollama serve`"),
                e.getMessage());
        ConnectionTest test = client.testConnection();
        assertFalse(test.ok());
        assertTrue(test.message().startsWith("no LLM server at"), test.message());
    }

    @Test
    void unauthorizedNamesTheMissingVariableOrTheRefusedKey() {
        String variable = "PAIRLAB_TEST_KEY_" + UUID.randomUUID().toString().replace("-", "").toUpperCase();
        server.then(Reply.of(401, "{\"error\":{\"message\":\"Invalid API Key\"}}"));
        LlmException missing = assertThrows(LlmException.class, () -> client(ApiKeySource.environment(variable),
                LlmClientOptions.standard()).complete(ChatRequest.of("", "hi", 0, 8, 1)));
        assertEquals(LlmProblem.UNAUTHORIZED, missing.problem());
        assertTrue(missing.getMessage().contains("answered 401 (unauthorized): no API key was sent; set the "
                + "environment variable " + variable), missing.getMessage());
        assertEquals(1, server.chats().size(), "401 is not retried");

        UserLlmSettings settings = new UserLlmSettings(prefs);
        settings.saveApiKey("sk-wrong");
        server.then(Reply.of(401, "{\"error\":{\"message\":\"Invalid API Key\"}}"));
        ApiKeySource standard = ApiKeySource.firstOf(List.of(ApiKeySource.environment(variable),
                ApiKeySource.userSettings(settings)));
        LlmException wrong = assertThrows(LlmException.class, () -> client(standard, LlmClientOptions.standard())
                .complete(ChatRequest.of("", "hi", 0, 8, 1)));
        assertTrue(wrong.getMessage().contains("the API key from the user settings (preferences node "
                + prefs.absolutePath() + ", key llm.apiKey) was refused; check it. Server said: Invalid API Key"),
                wrong.getMessage());
        assertFalse(wrong.getMessage().contains("sk-wrong"), "the key itself is never shown");
    }

    @Test
    void notFoundNamesTheModelOrTheBaseUrl() {
        server.then(Reply.of(404, "{\"error\":{\"message\":\"model \\\"tiny-llm\\\" not found, try pulling it first\"}}"));
        LlmException model = assertThrows(LlmException.class, () -> client().complete(ChatRequest.of("", "hi", 0, 8, 1)));
        assertEquals(LlmProblem.MODEL_NOT_FOUND, model.problem());
        assertTrue(model.getMessage().contains("has no model tiny-llm (404)"), model.getMessage());

        URI withoutV1 = URI.create(server.base().toString().replace("/v1", ""));
        LlmClient wrongBase = new LlmClient(new LlmEndpoint(withoutV1, "tiny-llm", null), LlmClientOptions.standard());
        LlmException path = assertThrows(LlmException.class, () -> wrongBase.complete(ChatRequest.of("", "hi", 0, 8, 1)));
        assertEquals(LlmProblem.NOT_FOUND, path.problem());
        assertTrue(path.getMessage().contains(withoutV1 + "/chat/completions was not found (404); is the base URL right?"),
                path.getMessage());
    }

    @Test
    void malformedJsonShowsTheFirst200Characters() {
        String html = "<html>" + "x".repeat(300) + "</html>";
        server.then(Reply.of(200, html));
        LlmException e = assertThrows(LlmException.class, () -> client().complete(ChatRequest.of("", "hi", 0, 8, 1)));
        assertEquals(LlmProblem.MALFORMED_ANSWER, e.problem());
        assertTrue(e.getMessage().contains("is malformed JSON"), e.getMessage());
        assertTrue(e.getMessage().contains(html.substring(0, 200) + "…"), e.getMessage());
        assertFalse(e.getMessage().contains(html.substring(0, 201)), "only the first 200 characters");

        server.then(Reply.of(200, "{\"choices\":[]}"));
        LlmException empty = assertThrows(LlmException.class, () -> client().complete(ChatRequest.of("", "hi", 0, 8, 1)));
        assertTrue(empty.getMessage().contains("has no text at choices[0].message.content: {\"choices\":[]}"),
                empty.getMessage());
    }

    @Test
    void aBatchRunsAtMostNRequestsAtOnceAndKeepsTheOrder() {
        server.delayChats(Duration.ofMillis(150));
        LlmClient client = client(ApiKeySource.none(), LlmClientOptions.standard().withMaxConcurrent(3));
        List<ChatRequest> requests = IntStream.range(0, 12)
                .mapToObj(i -> ChatRequest.of("", "caption " + i, 0.5, 16, 100 + i)).toList();
        List<ChatAnswer> answers = client.complete(requests);
        for (int i = 0; i < 12; i++) {
            assertEquals("answer to: caption " + i + " (seed " + (100 + i) + ")", answers.get(i).text());
        }
        assertEquals(12, server.chats().size());
        assertTrue(server.maxInFlight() <= 3, "at most 3 at once, saw " + server.maxInFlight());
        assertTrue(server.maxInFlight() > 1, "requests overlapped, saw " + server.maxInFlight());
    }

    @Test
    void callersOnManyThreadsShareTheBound() throws Exception {
        server.delayChats(Duration.ofMillis(100));
        LlmClient client = client(ApiKeySource.none(), LlmClientOptions.standard().withMaxConcurrent(2));
        ExecutorService callers = Executors.newFixedThreadPool(8);
        try {
            List<Future<ChatAnswer>> answers = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                ChatRequest r = ChatRequest.of("", "thread " + i, 0, 8, i);
                answers.add(callers.submit(() -> client.complete(r)));
            }
            for (int i = 0; i < 8; i++) {
                assertEquals("answer to: thread " + i + " (seed " + i + ")", answers.get(i).get().text());
            }
        } finally {
            callers.shutdownNow();
        }
        assertTrue(server.maxInFlight() <= 2, "8 callers, at most 2 requests at once, saw " + server.maxInFlight());
    }

    @Test
    void connectionTestListsTheModels() {
        ConnectionTest test = client().testConnection();
        assertTrue(test.ok(), test.message());
        assertEquals(OpenAiTestServer.MODELS, test.models());
        assertTrue(test.modelListed());
        assertTrue(test.message().contains("lists 2 models; model tiny-llm is among them"), test.message());

        LlmClient other = new LlmClient(new LlmEndpoint(server.base(), "qwen2.5:7b", null), LlmClientOptions.standard());
        ConnectionTest unlisted = other.testConnection();
        assertTrue(unlisted.ok());
        assertFalse(unlisted.modelListed());
        assertTrue(unlisted.message().contains("Ollama needs `ollama pull qwen2.5:7b`"), unlisted.message());
    }
}
