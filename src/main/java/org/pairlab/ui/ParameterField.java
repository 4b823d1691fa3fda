package org.pairlab.ui;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.pairlab.augment.ParameterSpec;

/**
 * One field of the Augment panel's form: the text the user entered for a parameter and, when it does not parse or
 * is out of range, the message {@link ParameterSpec#parse} gives (which names the parameter). Every editor (spinner,
 * check box, combo box, text field) edits the same text, so validation is one rule for all of them.
 */
public final class ParameterField {
    private final ParameterSpec spec;
    private final StringProperty text = new SimpleStringProperty();
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final BooleanBinding valid = Bindings.createBooleanBinding(() -> error.get().isEmpty(), error);

    public ParameterField(ParameterSpec spec) {
        this.spec = spec;
        text.addListener(o -> validate());
        reset();
        validate();
    }

    public ParameterSpec spec() {
        return spec;
    }

    public String name() {
        return spec.name();
    }

    /** Puts the default value back. */
    public void reset() {
        text.set(format(spec.defaultValue()));
    }

    private void validate() {
        try {
            value();
            error.set("");
        } catch (IllegalArgumentException e) {
            error.set(e.getMessage());
        }
    }

    /** The typed value; throws IllegalArgumentException naming the parameter when the text is not valid. */
    public Object value() {
        String t = text.get() == null ? "" : text.get();
        if (spec.type() == ParameterSpec.Type.TEXT) {
            spec.check(t);
            return t;
        }
        if (t.isBlank()) {
            throw new IllegalArgumentException("Parameter '" + spec.name() + "' needs a value");
        }
        return spec.parse(t);
    }

    /** A value as the form shows it (doubles in their shortest exact form, which parse back to the same value). */
    static String format(Object v) {
        return String.valueOf(v);
    }

    public StringProperty textProperty() {
        return text;
    }

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    public BooleanBinding validProperty() {
        return valid;
    }

    public boolean isValid() {
        return valid.get();
    }
}
