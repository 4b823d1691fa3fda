package org.pairlab.augment.cutswap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;
import org.pairlab.testing.SharedData;

class ObjectVocabularyTest {
    @TempDir
    Path dir;

    @Test
    void builtInVocabularyLinksSynonymsToCocoCategories() {
        ObjectVocabulary v = ObjectVocabulary.cocoDefault();
        assertEquals(Optional.of("person"), v.category("man"));
        assertEquals(Optional.of("person"), v.category("girl"));
        assertEquals(Optional.of("dog"), v.category("puppy"));
        assertEquals(Optional.of("cat"), v.category("kitten"));
        assertEquals(Optional.of("hot dog"), v.category("hot dog"));
        assertEquals(80, v.byCategory().size());
    }

    @Test
    void importsTheNeuralBabyTalkSynonymList() {
        ObjectVocabulary v = ObjectVocabulary.read(SharedData.root().resolve("vocab/nbt_coco_synonyms"), ObjectVocabulary.cocoDefault());
        assertEquals(409, v.size(), "the README counts 409 distinct words and phrases");
        assertEquals(Optional.of("dog"), v.category("puppy"));
        assertEquals(Optional.of("motorcycle"), v.category("motor bike"));
        assertEquals(Optional.of("boat"), v.category("surfboard"), "a word on two lines keeps its first category");
        assertEquals(80, v.byCategory().size());
    }

    @Test
    void importsTheVisualGenomeObjectsLinkingKnownWordsToBoxCategories() throws Exception {
        ObjectVocabulary v = ObjectVocabulary.read(SharedData.root().resolve("vocab/vg_1600-400-20"), ObjectVocabulary.cocoDefault());
        assertTrue(v.size() >= 1600);
        assertEquals(Optional.of("person"), v.category("man"));
        assertEquals(Optional.of("stop sign"), v.category("stopsign"), "alternative spellings share the class");
        assertTrue(v.contains("yolk"));
        assertFalse(v.category("yolk").isPresent(), "no box category shows a yolk");
        try (Project p = Project.create(dir.resolve("v.pairlab"))) {
            assertEquals(ObjectVocabulary.cocoDefault().words(), ObjectVocabulary.load(p).words(), "default until one is stored");
            v.save(p, "vg");
            assertEquals(v.words(), ObjectVocabulary.load(p).words());
            assertEquals(v.checksum(), ObjectVocabulary.load(p).checksum());
        }
    }

    @Test
    void badVocabularyFilesNameFileAndLine() throws Exception {
        Path f = dir.resolve("syn.txt");
        Files.writeString(f, "dog, puppy, pup\n, cat, kitten\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ObjectVocabulary.read(f, ObjectVocabulary.cocoDefault()));
        assertTrue(e.getMessage().contains("syn.txt line 2"), e.getMessage());
    }
}
