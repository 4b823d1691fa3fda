package org.pairlab.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real HTTP server on 127.0.0.1 speaking the OpenAI chat API, for tests of the LLM client: it records every
 * request, counts requests in flight, and answers from a script of replies, then with its default answers
 * (GET /v1/models lists {@link #MODELS}; a chat is answered "answer to: USER (seed S)").
 */
public final class OpenAiTestServer implements AutoCloseable {
    /** The models the default GET /v1/models answer lists. */
    public static final List<String> MODELS = List.of("tiny-llm", "other-llm");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int DROP = -1;

    /** A request the server received. */
    public record Received(String method, String path, Headers headers, String body) {
        /** The body as JSON. */
        public JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new IllegalStateException("request body is not JSON: " + body, e);
            }
        }
    }

    /** A scripted reply: status, body, headers, and how long to wait before answering. */
    public record Reply(int status, String body, Map<String, String> headers, Duration delay) {
        /** Closes the connection without answering (a crashed or restarted server). */
        public static Reply drop() {
            return new Reply(DROP, "", Map.of(), Duration.ZERO);
        }

        public static Reply of(int status, String body) {
            return new Reply(status, body, Map.of(), Duration.ZERO);
        }

        public Reply withHeader(String name, String value) {
            Map<String, String> h = new java.util.HashMap<>(headers);
            h.put(name, value);
            return new Reply(status, body, h, delay);
        }

        public Reply after(Duration wait) {
            return new Reply(status, body, headers, wait);
        }
    }

    private final HttpServer server;
    private final ExecutorService pool = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "openai-test-server");
        t.setDaemon(true);
        return t;
    });
    private final ConcurrentLinkedDeque<Reply> script = new ConcurrentLinkedDeque<>();
    private final List<Received> received = new ArrayList<>();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger maxInFlight = new AtomicInteger();
    private volatile Duration chatDelay = Duration.ZERO;

    public OpenAiTestServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 50);
        server.createContext("/", this::handle);
        server.setExecutor(pool);
        server.start();
    }

    /** The base URL, {@code http://127.0.0.1:PORT/v1}. */
    public URI base() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/v1");
    }

    /** Queues replies, used in order before the default answers. */
    public OpenAiTestServer then(Reply... replies) {
        script.addAll(List.of(replies));
        return this;
    }

    /** Makes every default chat answer wait this long (to overlap requests). */
    public void delayChats(Duration delay) {
        chatDelay = delay;
    }

    /** Every request received so far. */
    public List<Received> received() {
        synchronized (received) {
            return List.copyOf(received);
        }
    }

    /** Chat requests received so far. */
    public List<Received> chats() {
        return received().stream().filter(r -> r.path().endsWith("/chat/completions")).toList();
    }

    /** The most requests that were in flight at once. */
    public int maxInFlight() {
        return maxInFlight.get();
    }

    /** A chat completion answer as an OpenAI server writes it. */
    public static String chatAnswer(String text, String finishReason) {
        ObjectNode root = JSON.createObjectNode().put("id", "chatcmpl-1").put("object", "chat.completion")
                .put("model", "tiny-llm");
        ObjectNode choice = root.putArray("choices").addObject().put("index", 0).put("finish_reason", finishReason);
        choice.putObject("message").put("role", "assistant").put("content", text);
        root.putObject("usage").put("prompt_tokens", 11).put("completion_tokens", 7).put("total_tokens", 18);
        return root.toString();
    }

    private void handle(HttpExchange exchange) throws IOException {
        int now = inFlight.incrementAndGet();
        maxInFlight.accumulateAndGet(now, Math::max);
        boolean left = false;
        try {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            Received r = new Received(exchange.getRequestMethod(), exchange.getRequestURI().getPath(),
                    exchange.getRequestHeaders(), body);
            synchronized (received) {
                received.add(r);
            }
            Reply reply = script.poll();
            if (reply == null) {
                reply = defaultReply(r);
            }
            if (!reply.delay().isZero()) {
                Thread.sleep(reply.delay().toMillis());
            }
            if (reply.status() == DROP) {
                return; // the finally block closes the connection without an answer
            }
            // No longer in flight once the answer starts to go out: the client may release its permit and send the
            // next request before this thread would otherwise get to count this one as done.
            inFlight.decrementAndGet();
            left = true;
            byte[] bytes = reply.body().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            reply.headers().forEach((k, v) -> exchange.getResponseHeaders().set(k, v));
            exchange.sendResponseHeaders(reply.status(), bytes.length == 0 ? -1 : bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            if (!left) {
                inFlight.decrementAndGet();
            }
            exchange.close();
        }
    }

    private Reply defaultReply(Received r) {
        if (r.method().equals("GET") && r.path().equals("/v1/models")) {
            ObjectNode root = JSON.createObjectNode().put("object", "list");
            var data = root.putArray("data");
            MODELS.forEach(m -> data.addObject().put("id", m).put("object", "model"));
            return Reply.of(200, root.toString());
        }
        if (r.method().equals("POST") && r.path().equals("/v1/chat/completions")) {
            JsonNode req = r.json();
            JsonNode messages = req.path("messages");
            String user = messages.path(messages.size() - 1).path("content").asText();
            return Reply.of(200, chatAnswer("answer to: " + user + " (seed " + req.path("seed").asLong() + ")", "stop"))
                    .after(chatDelay);
        }
        return Reply.of(404, "{\"error\":{\"message\":\"no route " + r.path() + "\"}}");
    }

    @Override
    public void close() {
        server.stop(0);
        pool.shutdownNow();
    }
}
