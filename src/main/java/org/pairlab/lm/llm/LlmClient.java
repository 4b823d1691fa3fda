package org.pairlab.lm.llm;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Semaphore;

/**
 * A client of an OpenAI-compatible server (llama.cpp's {@code llama-server}, Ollama, vLLM, OpenAI): {@code POST
 * chat/completions} and {@code GET models}, with timeouts, at most {@code maxConcurrent} requests in flight,
 * retries of 408/429/5xx/timeouts/broken connections, and errors that tell the user what to do. Thread-safe.
 *
 * <p>Connection refused is not retried: nothing listens, and waiting will not start a server (a server that is
 * still loading its model answers 503, which is retried).
 */
public final class LlmClient implements ChatClient {
    /** Waits between retries; tests record the waits instead of sleeping. */
    interface Pause {
        void sleep(Duration duration) throws InterruptedException;
    }

    private static final String START_HINT = "start one with e.g. `llama-server -m model.gguf --port 8080` or `ollama serve`";
    private final LlmEndpoint endpoint;
    private final LlmClientOptions options;
    private final Optional<ApiKey> key;
    private final HttpClient http;
    private final Semaphore slots;
    private final Pause pause;

    /** A client of {@code endpoint}; the API key is read from its source once, here. */
    public LlmClient(LlmEndpoint endpoint, LlmClientOptions options) {
        this(endpoint, options, d -> Thread.sleep(d.toMillis()));
    }

    LlmClient(LlmEndpoint endpoint, LlmClientOptions options, Pause pause) {
        this.endpoint = endpoint;
        this.options = options;
        this.key = endpoint.apiKey().resolve();
        this.pause = pause;
        this.slots = new Semaphore(options.maxConcurrent(), true);
        // HTTP/1.1: local servers do not speak HTTP/2, and some reject the h2c upgrade header.
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(options.connectTimeout()).followRedirects(HttpClient.Redirect.NORMAL).build();
    }

    @Override
    public LlmEndpoint endpoint() {
        return endpoint;
    }

    @Override
    public int maxConcurrent() {
        return options.maxConcurrent();
    }

    /** The options this client was made with. */
    public LlmClientOptions options() {
        return options;
    }

    @Override
    public ChatAnswer complete(ChatRequest request) {
        URI url = endpoint.resolve("chat/completions");
        return OpenAiJson.chatAnswer(completeJson(request), url.toString());
    }

    @Override
    public List<ChatAnswer> complete(List<ChatRequest> requests) {
        return BoundedBatch.map(requests, options.maxConcurrent(), this::complete);
    }

    /** The server's answer body as received, checked to hold an answer (the cache stores it as is). */
    String completeJson(ChatRequest request) {
        URI url = endpoint.resolve("chat/completions");
        HttpRequest post = builder(url).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(request.canonicalJson(endpoint.model()), StandardCharsets.UTF_8))
                .build();
        String body = exchange(post);
        OpenAiJson.chatAnswer(body, url.toString());
        return body;
    }

    /** The models the server lists ({@code GET models}); throws {@link LlmException} when it cannot be asked. */
    public List<String> models() {
        URI url = endpoint.resolve("models");
        return OpenAiJson.modelIds(exchange(builder(url).GET().build()), url.toString());
    }

    /** Asks the server for its models and says whether it answers; never throws for a server problem. */
    public ConnectionTest testConnection() {
        long start = System.nanoTime();
        try {
            List<String> models = models();
            Duration latency = Duration.ofNanos(System.nanoTime() - start);
            String model = endpoint.model();
            boolean listed = models.contains(model) || models.contains(model + ":latest");
            String message = "LLM server at " + endpoint.base() + " answers in " + latency.toMillis() + " ms and lists "
                    + models.size() + (models.size() == 1 ? " model" : " models") + "; model " + model
                    + (listed ? " is among them" : " is not among them (llama.cpp answers any name with the model it "
                            + "loaded; Ollama needs `ollama pull " + model + "`)");
            return new ConnectionTest(true, message, models, listed, latency);
        } catch (LlmException e) {
            return new ConnectionTest(false, e.getMessage(), List.of(), false,
                    Duration.ofNanos(System.nanoTime() - start));
        }
    }

    private HttpRequest.Builder builder(URI url) {
        HttpRequest.Builder b = HttpRequest.newBuilder(url).timeout(options.requestTimeout())
                .header("Accept", "application/json").header("User-Agent", "PairLab");
        key.ifPresent(k -> b.header("Authorization", "Bearer " + k.secret()));
        return b;
    }

    /** Sends with retries; returns the body of a 2xx answer or throws the error the user reads. */
    private String exchange(HttpRequest request) {
        String url = request.uri().toString();
        RetryPolicy retry = options.retry();
        for (int attempt = 1; ; attempt++) {
            LlmException failure;
            Duration wait = retry.backoff(attempt);
            try {
                HttpResponse<String> response = send(request);
                int status = response.statusCode();
                if (status >= 200 && status < 300) {
                    return response.body();
                }
                if (status != 408 && status != 429 && status < 500) {
                    throw refusal(status, response.body(), url);
                }
                String said = OpenAiJson.errorText(response.body());
                Optional<Duration> after = retryAfter(response);
                if (after.isPresent() && after.get().compareTo(retry.maxRetryAfter()) > 0) {
                    throw new LlmException(LlmProblem.SERVER_ERROR, "LLM server at " + url + " answered " + status
                            + " and asks to wait " + after.get().toSeconds() + " s (Retry-After), longer than PairLab "
                            + "waits (" + retry.maxRetryAfter().toSeconds() + " s); try again later. Server said: " + said);
                }
                if (after.isPresent() && after.get().compareTo(wait) > 0) {
                    wait = after.get();
                }
                String what = status == 429 ? " (too many requests) " : status == 408 ? " (request timeout) " : " (server error) ";
                failure = new LlmException(LlmProblem.SERVER_ERROR, "LLM server at " + url + " answered " + status
                        + what + attempt + (attempt == 1 ? " time" : " times") + ": " + said);
            } catch (HttpConnectTimeoutException e) {
                failure = new LlmException(LlmProblem.TIMEOUT, "no LLM server answered at " + url + " within the "
                        + "connect timeout of " + seconds(options.connectTimeout()) + "; is the host right? If "
                        + "nothing runs there, " + START_HINT, e);
            } catch (HttpTimeoutException e) {
                failure = new LlmException(LlmProblem.TIMEOUT, "LLM server at " + url + " did not answer within the "
                        + "request timeout of " + seconds(options.requestTimeout()) + " (" + attempt
                        + (attempt == 1 ? " attempt" : " attempts") + "); a large model on a CPU may need a longer "
                        + "timeout or fewer max tokens", e);
            } catch (IOException e) {
                if (refused(e)) {
                    throw new LlmException(LlmProblem.UNREACHABLE, "no LLM server at " + endpoint.base()
                            + " (" + describe(e) + "); " + START_HINT, e);
                }
                failure = new LlmException(LlmProblem.CONNECTION_FAILED, "the connection to the LLM server at " + url
                        + " failed " + attempt + (attempt == 1 ? " time" : " times") + ": " + describe(e), e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new LlmException(LlmProblem.INTERRUPTED, "the request to " + url + " was interrupted", e);
            }
            if (attempt >= retry.maxAttempts()) {
                throw failure;
            }
            try {
                pause.sleep(wait);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new LlmException(LlmProblem.INTERRUPTED, "the request to " + url + " was interrupted", e);
            }
        }
    }

    private HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
        slots.acquire();
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } finally {
            slots.release();
        }
    }

    private LlmException refusal(int status, String body, String url) {
        String said = OpenAiJson.errorText(body);
        if (status == 401 || status == 403) {
            String why = key.isEmpty()
                    ? "no API key was sent; " + endpoint.apiKey().hint()
                    : "the API key from " + key.get().origin() + " was refused; check it";
            return new LlmException(LlmProblem.UNAUTHORIZED, "LLM server at " + endpoint.base() + " answered "
                    + status + (status == 401 ? " (unauthorized)" : " (forbidden)") + ": " + why
                    + ". Server said: " + said);
        }
        if (status == 404 && url.endsWith("/chat/completions") && namesTheModel(said)) {
            return new LlmException(LlmProblem.MODEL_NOT_FOUND, "LLM server at " + endpoint.base()
                    + " has no model " + endpoint.model() + " (404); `pairlab llm test` lists its models. Server said: "
                    + said);
        }
        if (status == 404) {
            return new LlmException(LlmProblem.NOT_FOUND, url + " was not found (404); is the base URL right? "
                    + "OpenAI-compatible servers answer under /v1, e.g. http://127.0.0.1:8080/v1 (llama.cpp) or "
                    + "http://127.0.0.1:11434/v1 (Ollama). Server said: " + said);
        }
        return new LlmException(LlmProblem.REJECTED, "LLM server at " + url + " refused the request (" + status + "): "
                + said);
    }

    private boolean namesTheModel(String said) {
        String lower = said.toLowerCase(Locale.ROOT);
        return lower.contains(endpoint.model().toLowerCase(Locale.ROOT)) || lower.contains("model");
    }

    /** Retry-After in seconds or as an HTTP date; absent or unreadable gives nothing. */
    static Optional<Duration> retryAfter(HttpResponse<?> response) {
        Optional<String> value = response.headers().firstValue("Retry-After").map(String::strip);
        if (value.isEmpty() || value.get().isEmpty()) {
            return Optional.empty();
        }
        String v = value.get();
        if (v.chars().allMatch(Character::isDigit)) {
            return Optional.of(Duration.ofSeconds(Long.parseLong(v)));
        }
        try {
            Duration d = Duration.between(ZonedDateTime.now(), ZonedDateTime.parse(v, DateTimeFormatter.RFC_1123_DATE_TIME));
            return Optional.of(d.isNegative() ? Duration.ZERO : d);
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    private static boolean refused(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof ConnectException || t instanceof UnknownHostException
                    || t instanceof java.nio.channels.UnresolvedAddressException) {
                return true;
            }
        }
        return false;
    }

    private static String describe(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof UnknownHostException) {
                return "unknown host " + t.getMessage();
            }
            if (t instanceof ConnectException) {
                return t.getMessage() == null ? "connection refused" : t.getMessage().toLowerCase(Locale.ROOT);
            }
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    private static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }
}
