package org.pairlab.lm.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.testing.SharedData;

/** Prompt templates: filling, escapes, and errors that name the placeholder, file and position. */
class PromptTemplateTest {
    @TempDir
    Path dir;

    @Test
    void fillsPlaceholdersAndKeepsEscapedBraces() {
        PromptTemplate t = PromptTemplate.parse("Rewrite \"{caption}\" in a {style} tone.\nAnswer as {{\"text\": ...}}; "
                + "again: {caption}", "inline");
        assertEquals(List.of("caption", "style"), List.copyOf(t.placeholders()));
        assertEquals("Rewrite \"a {dog}\" in a funny tone.\nAnswer as {\"text\": ...}; again: a {dog}",
                t.fill(Map.of("caption", "a {dog}", "style", "funny", "unused", "ignored")),
                "values are inserted as they are; braces in them are not read again");
    }

    @Test
    void missingValuesAreNamed() {
        PromptTemplate t = PromptTemplate.parse("{caption} / {style} / {objects}", "styles.txt");
        PromptTemplateException e = assertThrows(PromptTemplateException.class, () -> t.fill(Map.of("caption", "x")));
        assertEquals("prompt template styles.txt needs values for {style}, {objects}; given: {caption}", e.getMessage());
    }

    @Test
    void unknownPlaceholdersAreNamedWithTheirPosition() {
        PromptTemplateException e = assertThrows(PromptTemplateException.class, () -> PromptTemplate.parse(
                "Caption: {caption}\nStyle: {stlye}", "p.txt", Set.of("caption", "style")));
        assertEquals("prompt template p.txt uses unknown placeholder {stlye} (line 2, column 8); known: {caption}, "
                + "{style}", e.getMessage());
    }

    @Test
    void badBracesAreErrorsWithTheirPosition() {
        PromptTemplateException lone = assertThrows(PromptTemplateException.class,
                () -> PromptTemplate.parse("ok\nJSON: {\"a\": 1}", "t"));
        assertTrue(lone.getMessage().contains("{\"a\": 1} at line 2, column 7 is not a placeholder name"), lone.getMessage());
        PromptTemplateException close = assertThrows(PromptTemplateException.class,
                () -> PromptTemplate.parse("a } b", "t"));
        assertEquals("prompt template t: a lone } at line 1, column 3; write }} for a literal }", close.getMessage());
        PromptTemplateException open = assertThrows(PromptTemplateException.class,
                () -> PromptTemplate.parse("a {caption\n}", "t"));
        assertTrue(open.getMessage().contains("a { at line 1, column 3 is not closed on its line"), open.getMessage());
    }

    @Test
    void loadsAUtf8FileAndRefusesOtherEncodings() throws Exception {
        Path file = dir.resolve("romantic.txt");
        Files.writeString(file, "\uFEFFRends « {caption} » plus romantique ♥", StandardCharsets.UTF_8);
        PromptTemplate t = PromptTemplate.load(file, Set.of("caption"));
        assertEquals(file.toString(), t.source());
        // A real COCO caption from the shared data.
        String caption = SharedData.cocoSampleDataset("coco", 1).samples().get(0).captions().get(0).text();
        assertEquals("Rends « " + caption + " » plus romantique ♥", t.fill(Map.of("caption", caption)));

        Path latin1 = dir.resolve("latin1.txt");
        Files.write(latin1, "caf\u00e9 {caption}".getBytes(StandardCharsets.ISO_8859_1));
        PromptTemplateException e = assertThrows(PromptTemplateException.class, () -> PromptTemplate.load(latin1));
        assertEquals("prompt template " + latin1 + " is not UTF-8 text", e.getMessage());
        PromptTemplateException none = assertThrows(PromptTemplateException.class,
                () -> PromptTemplate.load(dir.resolve("missing.txt")));
        assertTrue(none.getMessage().startsWith("cannot read prompt template " + dir.resolve("missing.txt")), none.getMessage());
    }
}
