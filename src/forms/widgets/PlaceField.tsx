/**
 * A `place` setting (src/core/fields/fieldTypes.ts): a search box (MUI's Autocomplete, a combobox with
 * a listbox: arrows, Enter and Escape, read out by screen readers) that finds places by city name or
 * postcode through GET /api/places/ as the user types (debounced; a newer search wins), shows each as
 * "Sydney, New South Wales, Australia" and stores the chosen one whole. Its helper line is the field
 * template's: the description, or what is wrong ("Choose a place from the list").
 */
import { useEffect, useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import { TextBox } from '../../components/TextBox';
import { descriptionId, errorId, type FieldProps } from '@rjsf/utils';
import { ApiError } from '../../api/client';
import { HelperText } from '../templates/FieldTemplate';
import { api } from '../../api/endpoints';
import { PLACE_ERROR } from '../../core/fields/fieldTypes';
import { isPlace, placeLabel, type Place } from '../../core/places';

/** Typing pauses this long before a search goes out. */
export const PLACE_SEARCH_DELAY_MS = 300;
/** A search needs this many characters (a postcode or the start of a city's name). */
const MIN_QUERY = 2;

const sameValue = (a: Place, b: Place) =>
  a.name === b.name && a.latitude === b.latitude && a.longitude === b.longitude;

type Search =
  | { state: 'idle' }
  | { state: 'searching'; query: string }
  | { state: 'done'; query: string; places: Place[] }
  | { state: 'failed'; query: string; message: string };

export function PlaceField(props: FieldProps) {
  const {
    formData,
    schema,
    required,
    disabled,
    readonly,
    rawErrors = [],
    onChange,
    onBlur,
  } = props;
  const id = props.fieldPathId.$id;
  const value = isPlace(formData) ? formData : null;
  const [input, setInput] = useState(value ? placeLabel(value) : '');
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const latest = useRef(0);

  // The box shows the chosen place whenever the value changes from outside (a reset, a server answer).
  const shown = value ? placeLabel(value) : '';
  useEffect(() => setInput(shown), [shown]);

  useEffect(() => {
    const query = input.trim();
    if (query.length < MIN_QUERY || query === shown) {
      setSearch({ state: 'idle' });
      return;
    }
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      setSearch({ state: 'searching', query });
      api.searchPlaces(query).then(
        (places) => {
          if (ticket === latest.current) setSearch({ state: 'done', query, places });
        },
        (error: unknown) => {
          if (ticket !== latest.current) return;
          const message =
            error instanceof ApiError ? error.message : "Place search isn't available right now.";
          setSearch({ state: 'failed', query, message });
        },
      );
    }, PLACE_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, shown]);

  // The answers of the last search; before any, the chosen place; none while a search fails.
  const options =
    search.state === 'done' ? search.places : search.state === 'idle' && value ? [value] : [];
  const noOptions =
    search.state === 'failed'
      ? search.message
      : search.state === 'done'
        ? `No place found for “${search.query}”. Try a city’s name or a postcode.`
        : 'Type a city or a postcode';
  // Without a place, whatever failed says to choose one; with one (only the search's answers are
  // stored, so the schema holds), an error is the server's own words, shown as they came.
  const error = rawErrors.length ? (value ? rawErrors[0] : PLACE_ERROR) : null;
  const description = schema.description;
  return (
    <div data-field={id}>
      <Autocomplete<Place, false, true, false>
        id={id}
        // No place yet is null to MUI, as any empty Autocomplete; its types, without a clear button, say none.
        value={value as Place}
        options={options}
        filterOptions={(all) => all}
        getOptionLabel={placeLabel}
        getOptionKey={(place) => `${place.name}:${place.latitude}:${place.longitude}`}
        isOptionEqualToValue={sameValue}
        inputValue={input}
        onInputChange={(_event, text) => setInput(text)}
        onChange={(_event, place: Place) => onChange(place, props.fieldPathId.path)}
        onBlur={() => {
          // Leaving the box with a half-typed search keeps the chosen place, shown as it is.
          setInput(shown);
          onBlur(id, value);
        }}
        loading={search.state === 'searching'}
        loadingText="Searching…"
        noOptionsText={noOptions}
        disabled={disabled}
        readOnly={readonly}
        disableClearable
        autoHighlight
        renderInput={(params) => (
          <TextBox
            {...params}
            label={schema.title ?? 'Place'}
            required={required}
            error={Boolean(error)}
            placeholder="City or postcode"
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {search.state === 'searching' && (
                      <CircularProgress color="inherit" size={20} aria-label="Searching places" />
                    )}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
              htmlInput: {
                ...params.slotProps.htmlInput,
                'aria-describedby': error ? errorId(id) : descriptionId(id),
                'aria-invalid': Boolean(error),
              },
            }}
          />
        )}
      />
      <div className="db-helper">
        <HelperText id={id} note={description} error={error} />
      </div>
    </div>
  );
}
