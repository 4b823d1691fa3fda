package org.pairlab.augment.cutswap;

import java.util.function.Supplier;
import org.pairlab.ml.WordEmbedder;
import org.pairlab.project.Project;

/** Supplies the word embedder CutSwap clusters a project's object words with (the choice may differ per project). */
@FunctionalInterface
public interface WordEmbedderProvider {
    WordEmbedder embedder(Project project);

    /** The same embedder for every project, created on first use (tests, benchmarks). */
    static WordEmbedderProvider fixed(Supplier<WordEmbedder> factory) {
        return new WordEmbedderProvider() {
            private WordEmbedder e;

            @Override
            public synchronized WordEmbedder embedder(Project project) {
                if (e == null) {
                    e = factory.get();
                }
                return e;
            }
        };
    }
}
