package org.pairlab.lm.llm;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.pairlab.project.LlmCache;
import org.pairlab.project.LlmCachedAnswer;

/**
 * An {@link LlmClient} that answers from the project's {@code llm_cache} first and stores every new answer there,
 * so re-running a prompt gives the same text at no cost. The key is {@link ChatRequest#cacheKey(String)}: model,
 * messages, temperature, max tokens and seed; not the base URL (the same model moved to another port or host gives
 * the same answers), never the API key.
 */
public final class CachedLlmClient implements ChatClient {
    private final LlmClient client;
    private final LlmCache cache;
    private final AtomicLong hits = new AtomicLong();
    private final AtomicLong misses = new AtomicLong();

    public CachedLlmClient(LlmClient client, LlmCache cache) {
        this.client = client;
        this.cache = cache;
    }

    @Override
    public LlmEndpoint endpoint() {
        return client.endpoint();
    }

    @Override
    public int maxConcurrent() {
        return client.maxConcurrent();
    }

    @Override
    public ChatAnswer complete(ChatRequest request) {
        String model = client.endpoint().model();
        String key = request.cacheKey(model);
        Optional<LlmCachedAnswer> cached = cache.find(key);
        if (cached.isPresent()) {
            hits.incrementAndGet();
            return OpenAiJson.chatAnswer(cached.get().answerJson(), "the project's LLM cache (" + key + ")");
        }
        misses.incrementAndGet();
        String body = client.completeJson(request);
        cache.put(key, model, request.canonicalJson(model), body);
        return OpenAiJson.chatAnswer(body, client.endpoint().resolve("chat/completions").toString());
    }

    /** Each answer is stored as it arrives, so a batch that fails part-way keeps what it got. */
    @Override
    public List<ChatAnswer> complete(List<ChatRequest> requests) {
        return BoundedBatch.map(requests, client.maxConcurrent(), this::complete);
    }

    /** Answers this client took from the cache so far. */
    public long hits() {
        return hits.get();
    }

    /** Answers this client had to ask the server for so far. */
    public long misses() {
        return misses.get();
    }
}
