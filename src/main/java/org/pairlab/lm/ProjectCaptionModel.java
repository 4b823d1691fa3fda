package org.pairlab.lm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.pairlab.lm.ngram.KneserNeyTrainer;
import org.pairlab.lm.ngram.NgramModel;
import org.pairlab.project.Project;

/**
 * The project's caption language model: a modified Kneser-Ney trigram of all its original captions (PTB tokens),
 * trained in seconds and cached as an ARPA file beside the project under the captions' fingerprint, so it is
 * trained again only when captions change.
 */
public final class ProjectCaptionModel {
    /** The n-gram order; a trigram as seed 000 uses for its fluency filter. */
    public static final int ORDER = 3;

    private ProjectCaptionModel() {
    }

    /** Where the model of the project's current captions is cached. */
    public static Path cacheFile(Project project) {
        return project.cacheDir().resolve("lm").resolve("captions-kn" + ORDER + "-"
                + project.samples().captionFingerprint() + ".arpa");
    }

    /** Loads the cached model, or trains it from the project's captions and caches it. */
    public static LanguageModel load(Project project) {
        Path file = cacheFile(project);
        try {
            if (Files.isRegularFile(file)) {
                return NgramModel.readArpa(file, LmTokenizer.PTB);
            }
            NgramModel model = new KneserNeyTrainer(ORDER, LmTokenizer.PTB).train(project.samples().captionTexts(null));
            Path tmp = null;
            try {
                Files.createDirectories(file.getParent());
                tmp = Files.createTempFile(file.getParent(), "captions", ".arpa.part");
                model.writeArpa(tmp);
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException e) {
                // A cache that cannot be written (read-only folder) only costs training again next time.
                if (tmp != null) {
                    Files.deleteIfExists(tmp);
                }
            }
            return model;
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read the caption language model " + file + ": " + e.getMessage(), e);
        }
    }
}
