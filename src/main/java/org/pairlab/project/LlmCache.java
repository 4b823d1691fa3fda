package org.pairlab.project;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.Optional;

/**
 * Answers of LLM endpoints stored in the project (table {@code llm_cache}), so re-running a prompt is reproducible
 * and free. The caller computes the key (SHA-256 of its canonical request JSON); this class only stores text.
 */
public final class LlmCache {
    private final Project project;

    LlmCache(Project project) {
        this.project = project;
    }

    /** The cached answer to the request with this key, if any. */
    public Optional<LlmCachedAnswer> find(String requestSha256) {
        return project.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT request_sha256, model, request_json, answer_json, "
                    + "created_at FROM llm_cache WHERE request_sha256 = ?")) {
                ps.setString(1, requestSha256);
                try (ResultSet rs = ps.executeQuery()) {
                    if (!rs.next()) {
                        return Optional.empty();
                    }
                    return Optional.of(new LlmCachedAnswer(rs.getString(1), rs.getString(2), rs.getString(3),
                            rs.getString(4), Instant.parse(rs.getString(5))));
                }
            }
        });
    }

    /**
     * Stores an answer. A key already present keeps its first answer: with a fixed seed the answers are meant to
     * be equal, and keeping the first makes concurrent runs agree on one.
     */
    public void put(String requestSha256, String model, String requestJson, String answerJson) {
        project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("INSERT OR IGNORE INTO llm_cache "
                    + "(request_sha256, model, request_json, answer_json, created_at) VALUES (?, ?, ?, ?, ?)")) {
                ps.setString(1, requestSha256);
                ps.setString(2, model);
                ps.setString(3, requestJson);
                ps.setString(4, answerJson);
                ps.setString(5, Instant.now().toString());
                return ps.executeUpdate();
            }
        });
    }

    /** How many answers are cached (of every model). */
    public long size() {
        return project.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM llm_cache");
                    ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }

    /** Forgets every cached answer of one model (e.g. after its weights changed behind the same name). */
    public int clear(String model) {
        return project.write(c -> {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM llm_cache WHERE model = ?")) {
                ps.setString(1, model);
                return ps.executeUpdate();
            }
        });
    }
}
