package org.pairlab.lm.neural;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.pairlab.project.Json;

/**
 * The two files of a saved LSTM language model: DJL parameters ({@code lstm.params}) and the vocabulary file
 * ({@code lstm-vocabulary.json}: format, the settings the network was built with, the words in id order).
 *
 * @param params the parameter file
 * @param vocabulary the vocabulary file
 */
public record LstmModelFiles(Path params, Path vocabulary) {
    public static final String PARAMS = "lstm.params";
    public static final String VOCABULARY = "lstm-vocabulary.json";
    private static final int FORMAT = 1;

    /** The standard file names in a folder (a run folder, {@code <project>.runs/run-<id>/}). */
    public static LstmModelFiles in(Path folder) {
        return new LstmModelFiles(folder.resolve(PARAMS), folder.resolve(VOCABULARY));
    }

    /** What the vocabulary file holds. */
    record Contents(int format, Map<String, Object> settings, List<String> words) {
    }

    /** Writes the vocabulary file (atomically). */
    void writeVocabulary(LstmSettings settings, LstmVocabulary vocabulary) throws IOException {
        Files.createDirectories(vocabulary().toAbsolutePath().getParent());
        Path tmp = vocabulary().resolveSibling(vocabulary().getFileName() + ".tmp");
        Files.writeString(tmp, Json.write(new Contents(FORMAT, settings.toMap(), vocabulary.words())));
        Files.move(tmp, vocabulary(), java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /** Reads the vocabulary file, naming it in every error. */
    Contents readVocabulary() {
        Contents c;
        try {
            c = Json.read(Files.readString(vocabulary()), Contents.class);
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("Cannot read LSTM vocabulary file " + vocabulary() + ": "
                    + e.getMessage(), e);
        }
        if (c.format() != FORMAT) {
            throw new IllegalArgumentException(vocabulary() + ": field 'format' is " + c.format() + ", expected "
                    + FORMAT);
        }
        if (c.settings() == null || c.words() == null) {
            throw new IllegalArgumentException(vocabulary() + ": fields 'settings' and 'words' are required");
        }
        return c;
    }
}
