package org.pairlab.ui;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.pairlab.lm.llm.ProjectLlmSettings;
import org.pairlab.lm.llm.PromptTemplate;

/**
 * The prompt editor: a template's text, its placeholders and whether it parses, checked on every edit; saved as a
 * named project setting or to a file the user picks.
 */
public final class PromptEditorViewModel {
    /** A first template for a new project: rewrite a caption in a style. */
    public static final String EXAMPLE = "Rewrite this image caption in a {style} tone, keeping every object it "
            + "mentions. Answer with the caption only.\nCaption: {caption}";

    private final ProjectLlmSettings settings;
    private final ObservableList<String> names = FXCollections.observableArrayList();
    private final StringProperty name = new SimpleStringProperty("caption-rewrite");
    private final StringProperty text = new SimpleStringProperty("");
    private final ObservableList<String> placeholders = FXCollections.observableArrayList();
    private final StringProperty error = new SimpleStringProperty("");
    private final BooleanProperty valid = new SimpleBooleanProperty(false);
    private final StringProperty savedTo = new SimpleStringProperty("");

    public PromptEditorViewModel(ProjectLlmSettings settings) {
        this.settings = settings;
        text.addListener((o, a, t) -> validate());
        names.setAll(settings.promptNames());
        if (!names.isEmpty()) {
            load(names.get(0));
        } else {
            text.set(EXAMPLE);
        }
        validate();
    }

    /** Checks the text as a template: placeholders when it parses, the parser's message (line, column) when not. */
    private void validate() {
        try {
            PromptTemplate t = PromptTemplate.parse(text.get() == null ? "" : text.get(), "prompt '" + name.get() + "'");
            placeholders.setAll(t.placeholders().stream().map(p -> "{" + p + "}").toList());
            error.set("");
            valid.set(true);
        } catch (IllegalArgumentException e) {
            placeholders.clear();
            error.set(e.getMessage());
            valid.set(false);
        }
    }

    /** Shows the saved template of that name. */
    public void load(String promptName) {
        settings.prompt(promptName).ifPresent(t -> {
            name.set(promptName);
            text.set(t);
            savedTo.set("project setting " + ProjectLlmSettings.PROMPT_PREFIX + promptName);
        });
    }

    /** Saves the template under {@link #nameProperty()} in the project; throws when it does not parse. */
    public void save() {
        settings.savePrompt(name.get(), text.get());
        names.setAll(settings.promptNames());
        savedTo.set("project setting " + ProjectLlmSettings.PROMPT_PREFIX + name.get());
    }

    /** Writes the template to a UTF-8 file; throws when it does not parse. */
    public void saveTo(Path file) throws IOException {
        PromptTemplate.parse(text.get(), file.getFileName().toString());
        Files.writeString(file, text.get(), StandardCharsets.UTF_8);
        savedTo.set(file.toString());
    }

    /** Reads a template file into the editor (errors show live, as for typed text). */
    public void open(Path file) throws IOException {
        String t = Files.readString(file, StandardCharsets.UTF_8);
        text.set(t.startsWith("\uFEFF") ? t.substring(1) : t);
        savedTo.set(file.toString());
    }

    /** Names of the templates saved in the project. */
    public ObservableList<String> names() {
        return names;
    }

    public StringProperty nameProperty() {
        return name;
    }

    public StringProperty textProperty() {
        return text;
    }

    /** The template's placeholders as {@code {name}}, in order of first use. */
    public ObservableList<String> placeholders() {
        return placeholders;
    }

    /** Why the text is not a template (file, line and column); empty when it is. */
    public StringProperty errorProperty() {
        return error;
    }

    public BooleanProperty validProperty() {
        return valid;
    }

    /** Where the template was last saved or read from. */
    public StringProperty savedToProperty() {
        return savedTo;
    }
}
