package org.pairlab.lm.llm;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/** The JSON of the OpenAI chat API: request bodies written canonically, answers and errors read leniently. */
final class OpenAiJson {
    /** Configured once, never changed: Jackson mappers are thread-safe. */
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final int SHOWN_CHARS = 200;

    private OpenAiJson() {
    }

    /** The chat body with keys in sorted order at every level (ObjectNode keeps insertion order). */
    static String chatBody(String model, ChatRequest request) {
        ObjectNode body = MAPPER.createObjectNode();
        body.put("max_tokens", request.maxTokens());
        ArrayNode messages = body.putArray("messages");
        for (ChatMessage m : request.messages()) {
            messages.addObject().put("content", m.content()).put("role", m.role());
        }
        body.put("model", model);
        body.put("seed", request.seed());
        body.put("temperature", request.temperature());
        try {
            return MAPPER.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a chat request as JSON", e);
        }
    }

    static String sha256(String text) {
        return org.pairlab.project.Sha256.hex(text);
    }

    /** Reads {@code choices[0].message.content}, {@code finish_reason} and {@code usage} of a chat answer. */
    static ChatAnswer chatAnswer(String body, String url) {
        JsonNode root = tree(body, url);
        JsonNode choice = root.path("choices").path(0);
        JsonNode content = choice.path("message").path("content");
        if (!content.isTextual()) {
            throw new LlmException(LlmProblem.MALFORMED_ANSWER, "the answer of " + url
                    + " has no text at choices[0].message.content: " + firstChars(body));
        }
        JsonNode usage = root.path("usage");
        return new ChatAnswer(content.asText(), choice.path("finish_reason").asText(""),
                new TokenUsage(usage.path("prompt_tokens").asInt(0), usage.path("completion_tokens").asInt(0),
                        usage.path("total_tokens").asInt(0)));
    }

    /** The model ids of a {@code GET /models} answer ({@code data[].id}). */
    static List<String> modelIds(String body, String url) {
        JsonNode data = tree(body, url).path("data");
        if (!data.isArray()) {
            throw new LlmException(LlmProblem.MALFORMED_ANSWER, "the answer of " + url
                    + " has no data array of models: " + firstChars(body));
        }
        List<String> ids = new ArrayList<>();
        for (JsonNode m : data) {
            if (m.path("id").isTextual()) {
                ids.add(m.path("id").asText());
            }
        }
        return ids;
    }

    /** The server's own words about an error: {@code error.message}, {@code error} or {@code detail}, else the body. */
    static String errorText(String body) {
        try {
            JsonNode root = MAPPER.readTree(body);
            JsonNode error = root.path("error");
            if (error.path("message").isTextual()) {
                return shorten(error.path("message").asText());
            }
            if (error.isTextual()) {
                return shorten(error.asText());
            }
            if (root.path("detail").isTextual()) {
                return shorten(root.path("detail").asText());
            }
            if (root.path("message").isTextual()) {
                return shorten(root.path("message").asText());
            }
        } catch (JsonProcessingException | RuntimeException e) {
            // Not JSON: the plain body is the best description there is.
        }
        return firstChars(body);
    }

    static String firstChars(String body) {
        if (body == null || body.isEmpty()) {
            return "(empty body)";
        }
        return body.length() <= SHOWN_CHARS ? body : body.substring(0, SHOWN_CHARS) + "…";
    }

    private static String shorten(String s) {
        return s.length() <= SHOWN_CHARS ? s : s.substring(0, SHOWN_CHARS) + "…";
    }

    private static JsonNode tree(String body, String url) {
        try {
            JsonNode root = MAPPER.readTree(body);
            if (root == null || !root.isObject()) {
                throw new LlmException(LlmProblem.MALFORMED_ANSWER, "the answer of " + url
                        + " is not a JSON object; first 200 chars: " + firstChars(body));
            }
            return root;
        } catch (JsonProcessingException e) {
            throw new LlmException(LlmProblem.MALFORMED_ANSWER, "the answer of " + url + " is malformed JSON ("
                    + e.getOriginalMessage() + "); first 200 chars: " + firstChars(body), e);
        }
    }
}
