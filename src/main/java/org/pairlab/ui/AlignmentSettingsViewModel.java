package org.pairlab.ui;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.ml.ModelManifest;
import org.pairlab.project.Settings;

/**
 * Settings / Alignment model: which CLIP model re-ranks candidates. Offers the CLIP models found in
 * the catalog, accepts an absolute folder, and says in a sentence what the choice means.
 */
public final class AlignmentSettingsViewModel {
    /** The choice that turns re-ranking off. */
    public static final String NONE = "";

    private final Settings settings;
    private final AlignmentModels models;
    private final ObservableList<String> choices = FXCollections.observableArrayList();
    private final StringProperty value = new SimpleStringProperty(NONE);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper();
    private final ReadOnlyBooleanWrapper usable = new ReadOnlyBooleanWrapper();

    public AlignmentSettingsViewModel(Settings settings, AlignmentModels models) {
        this.settings = settings;
        this.models = models;
        choices.add(NONE);
        models.catalog().ofKind("clip").stream().map(ModelManifest::name).forEach(choices::add);
        value.addListener((o, a, b) -> update());
        String current = settings.get(AlignmentModels.SETTING).orElse(NONE).strip();
        if (!choices.contains(current)) {
            choices.add(current);
        }
        value.set(current);
        update();
    }

    private void update() {
        AlignmentModels.Choice c = models.choose(value.get() == null ? NONE : value.get());
        status.set(c.message());
        // Clearing the setting is always allowed; anything else must resolve to a CLIP model.
        usable.set(!c.configured() || c.model().isPresent());
    }

    /** Model names to pick from; the empty string means none. */
    public ObservableList<String> choices() {
        return choices;
    }

    /** The model name or absolute folder being chosen. */
    public StringProperty valueProperty() {
        return value;
    }

    /** What the current choice means, or why it cannot be used. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** True when the choice can be saved. */
    public ReadOnlyBooleanProperty usableProperty() {
        return usable.getReadOnlyProperty();
    }

    /** Saves the choice in the project; refuses one that does not resolve. */
    public void apply() {
        if (!usable.get()) {
            throw new IllegalArgumentException(status.get());
        }
        settings.put(AlignmentModels.SETTING, value.get() == null ? NONE : value.get().strip());
    }
}
