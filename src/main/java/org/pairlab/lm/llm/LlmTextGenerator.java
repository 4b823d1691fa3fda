package org.pairlab.lm.llm;

import java.util.ArrayList;
import java.util.List;
import org.pairlab.project.Project;

/**
 * A {@link TextGenerator} over an OpenAI-compatible endpoint (cached when given a {@link CachedLlmClient}). Answers
 * are stripped of surrounding white space.
 */
public final class LlmTextGenerator implements TextGenerator {
    private final ChatClient client;

    public LlmTextGenerator(ChatClient client) {
        this.client = client;
    }

    /** A generator whose answers are cached in the project: what caption methods should use. */
    public static LlmTextGenerator cached(Project project, LlmEndpoint endpoint, LlmClientOptions options) {
        return new LlmTextGenerator(new CachedLlmClient(new LlmClient(endpoint, options), project.llmCache()));
    }

    @Override
    public String describe() {
        return "llm " + client.endpoint().model();
    }

    @Override
    public List<String> complete(String system, String user, GenerationOptions options) {
        return completeAll(List.of(new ChatPrompt(system, user)), options).get(0);
    }

    /** Every answer of every prompt goes out as one batch, so up to the client's bound run at once. */
    @Override
    public List<List<String>> completeAll(List<ChatPrompt> prompts, GenerationOptions options) {
        List<ChatRequest> requests = new ArrayList<>(prompts.size() * options.count());
        for (ChatPrompt p : prompts) {
            for (int i = 0; i < options.count(); i++) {
                requests.add(ChatRequest.of(p.system(), p.user(), options, i));
            }
        }
        List<ChatAnswer> answers = client.complete(requests);
        List<List<String>> out = new ArrayList<>(prompts.size());
        for (int p = 0; p < prompts.size(); p++) {
            out.add(answers.subList(p * options.count(), (p + 1) * options.count()).stream()
                    .map(a -> a.text().strip()).toList());
        }
        return out;
    }
}
